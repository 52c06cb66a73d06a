"""Expected calibration error: confidence bins, each non-empty bin adding its |accuracy - confidence| weighted by its share."""
from mxnet.gluon import nn


INPUTS = [(6, 3), (6,)]


class Net(nn.HybridBlock):
    def __init__(self, bins=3, **kwargs):
        super(Net, self).__init__(**kwargs)
        self._bins = bins

    def hybrid_forward(self, F, logits, label):
        prob = F.softmax(logits, axis=1)
        conf = F.max(prob, axis=1)
        acc = F.argmax(prob, axis=1) == label
        ece = F.zeros((1,))
        for i in range(self._bins):
            in_bin = (conf > i / self._bins) * (conf <= (i + 1) / self._bins)
            n = in_bin.sum()
            if n.asscalar() > 0:
                gap = F.abs((conf * in_bin).sum() - (acc * in_bin).sum()) / n
                ece = ece + gap * n / logits.shape[0]
        return ece
