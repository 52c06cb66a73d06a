"""MAB splitting heads with `B, S, D = q.shape` and an explicit reshape to (B, S, H, D // H)."""
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

    def hybrid_forward(self, F, x):
        q, k = self.q(x), self.k(x)
        B, S, D = q.shape
        qh = q.reshape((B, S, self.heads, D // self.heads)).transpose((0, 2, 1, 3)).reshape((-3, 0, 0))
        kh = k.reshape((B, S, self.heads, D // self.heads)).transpose((0, 2, 1, 3)).reshape((-3, 0, 0))
        att = F.softmax(F.batch_dot(qh, kh, transpose_b=True) / math.sqrt(D // self.heads), axis=-1)
        return F.batch_dot(att, qh).reshape((-4, -1, self.heads, 0, 0))


Net = MAB
