"""FixMatch unlabeled loss: pseudo labels by `argmax` of the weak view's softmax under `stop_gradient`, a confidence mask `max_p >= threshold` (a Symbol compared with a python float), and the strong view's cross-entropy against the pseudo labels times the mask -- all (N,) vectors, averaged by `F.mean`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 6), (4, 6)]


class ConfidenceMaskedLoss(HybridBlock):
    def __init__(self, num_classes=4, threshold=0.5, **kwargs):
        super(ConfidenceMaskedLoss, self).__init__(**kwargs)
        self._thr = threshold
        with self.name_scope():
            self.net = nn.Dense(num_classes, in_units=6, weight_initializer="xavier")

    def hybrid_forward(self, F, weak_x, strong_x):
        probs = F.softmax(F.stop_gradient(self.net(weak_x)), axis=-1)
        max_p = F.max(probs, axis=-1)
        pseudo = F.argmax(probs, axis=-1)
        mask = max_p >= self._thr
        ce = -F.pick(F.log_softmax(self.net(strong_x), axis=-1), pseudo, axis=-1)
        return F.mean(ce * mask), F.mean(mask)


Net = ConfidenceMaskedLoss
