"""Label smoothing with the class count read from the logits."""
from mxnet.gluon import nn

INPUTS = [(4, 3), (4,)]


class Net(nn.HybridBlock):
    def __init__(self, classes=5, eps=0.1, **kwargs):
        super().__init__(**kwargs)
        self._eps = eps
        with self.name_scope():
            self.fc = nn.Dense(classes)

    def hybrid_forward(self, F, x, label):
        logits = self.fc(x)
        n = logits.shape[-1]
        target = F.one_hot(F.abs(label * 3).floor(), depth=n) * (1 - self._eps) + self._eps / n
        return -F.sum(F.log_softmax(logits) * target, axis=-1)
