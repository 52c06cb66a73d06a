"""AM-softmax whose class count is read from the Parameter object, `self.weight.shape[0]` (a shape fixed in `__init__`)."""
from mxnet.gluon import HybridBlock

INPUTS = [(3, 5), (3,)]


class AMSoftmax(HybridBlock):
    def __init__(self, classes=4, dim=5, margin=0.35, scale=30.0, **kwargs):
        super().__init__(**kwargs)
        self.m, self.s = margin, scale
        with self.name_scope():
            self.weight = self.params.get("weight", shape=(classes, dim))

    def hybrid_forward(self, F, emb, label, weight):
        n = self.weight.shape[0]
        cos = F.FullyConnected(F.L2Normalization(emb), F.L2Normalization(weight), no_bias=True, num_hidden=n)
        target = F.clip(F.floor((label + 1) * n / 2), 0, n - 1)
        return self.s * (cos - self.m * F.one_hot(target, n))


Net = AMSoftmax
