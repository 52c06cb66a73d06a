"""Sound event onsets from frame probabilities: a per-class sigmoid thresholded at 0.5, onsets where the binary roll rises (`b[:, 1:] - b[:, :-1] > 0`), the first frame padded back with `F.zeros((b.shape[0], 1, b.shape[2]))`, and the count of onsets per clip."""
from mxnet.gluon import nn


INPUTS = [(2, 6, 4)]


class Net(nn.HybridBlock):
    def __init__(self, classes=3, threshold=0.5, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.threshold = threshold
        with self.name_scope():
            self.cls = nn.Dense(classes, in_units=4, flatten=False)

    def hybrid_forward(self, F, x):
        prob = F.sigmoid(self.cls(x))
        b = prob > self.threshold
        onset = (b[:, 1:] - b[:, :-1]) > 0
        onset = F.concat(F.zeros((b.shape[0], 1, b.shape[2])), onset, dim=1)
        return onset, onset.sum(axis=1)
