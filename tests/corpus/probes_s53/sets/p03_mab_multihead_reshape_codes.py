"""Set Transformer MAB: heads split by `reshape((0, 0, -4, H, -1))` + transpose + `(-3, 0, 0)`, scaled `batch_dot` attention, heads merged by `(-4, -1, H, 0, 0)` and `(0, 0, -3)`, residual and LayerNorm."""
import math
from mxnet.gluon import HybridBlock, nn

INPUTS = [(3, 7, 8)]


class MAB(HybridBlock):
    def __init__(self, dim=8, heads=2, **kwargs):
        super().__init__(**kwargs)
        self.dim, self.heads = dim, heads
        with self.name_scope():
            self.q = nn.Dense(dim, flatten=False)
            self.k = nn.Dense(dim, flatten=False)
            self.v = nn.Dense(dim, flatten=False)
            self.ln = nn.LayerNorm()

    def split(self, x):
        return x.reshape((0, 0, -4, self.heads, -1)).transpose((0, 2, 1, 3)).reshape((-3, 0, 0))

    def hybrid_forward(self, F, x, y=None):
        y = x if y is None else y
        q, k, v = self.split(self.q(x)), self.split(self.k(y)), self.split(self.v(y))
        att = F.softmax(F.batch_dot(q, k, transpose_b=True) / math.sqrt(self.dim // self.heads), axis=-1)
        o = F.batch_dot(att, v).reshape((-4, -1, self.heads, 0, 0)).transpose((0, 2, 1, 3)).reshape((0, 0, -3))
        return self.ln(self.q(x) + o)


Net = MAB
