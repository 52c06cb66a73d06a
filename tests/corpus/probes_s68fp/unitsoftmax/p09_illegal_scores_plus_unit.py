"""(N, n, m) softmax scores plus the (N, n, 1) Dense(1) column with a plain legacy `+`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 4), (2, 6, 4)]


class PlainMatch(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.proj = nn.Dense(4, flatten=False, in_units=4)
            self.match = nn.Dense(1, flatten=False, in_units=4)

    def hybrid_forward(self, F, a, b):
        sim = F.batch_dot(self.proj(a), self.proj(b), transpose_b=True)
        p = F.softmax(sim, axis=-1)
        return p * self.match(a)


Net = PlainMatch
