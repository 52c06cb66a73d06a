"""ViLT pooler and image-text matching head: the CLS token read by `slice_axis(x, axis=1, begin=0, end=1)`
and `reshape((0, -1))`, a Dense with tanh, and a 2-way ITM classifier; the pooled vector is returned too
(two outputs)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 7, 16)]


class PoolerITM(HybridBlock):
    def __init__(self, dim=16, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.pool = nn.Dense(dim, activation="tanh")
            self.itm = nn.Dense(2)

    def hybrid_forward(self, F, x):
        cls = F.slice_axis(x, axis=1, begin=0, end=1).reshape((0, -1))
        pooled = self.pool(cls)
        return self.itm(pooled), pooled


Net = PoolerITM
