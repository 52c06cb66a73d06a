"""An (N, n, 1) entropy of the (N, n, m) softmax (summed over its last axis with keepdims) plus a Dense(1)
confidence of the same rows: both (N, n, 1)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 4)]


class EntropyConf(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.cls = nn.Dense(6, flatten=False, in_units=4)
            self.conf = nn.Dense(1, flatten=False, in_units=4)

    def hybrid_forward(self, F, x):
        logits = self.cls(x)
        ent = -F.sum(F.softmax(logits) * F.log_softmax(logits), axis=-1, keepdims=True)
        return ent + self.conf(x)


Net = EntropyConf
