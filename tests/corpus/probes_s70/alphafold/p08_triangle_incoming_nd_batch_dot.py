"""Evoformer triangle multiplicative update, incoming edges, with the contraction written by
`nd.batch_dot(a, b, transpose_a=True)` (from a notebook's imperative check) inside `hybrid_forward`."""
from mxnet import nd
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 5, 4)]


class NdTriangleIncoming(HybridBlock):
    def __init__(self, pair_dim=4, c=3, **kwargs):
        super().__init__(**kwargs)
        self.c = c
        with self.name_scope():
            self.a_proj = nn.Dense(c, flatten=False)
            self.b_proj = nn.Dense(c, flatten=False)
            self.out = nn.Dense(pair_dim, flatten=False)

    def hybrid_forward(self, F, pair):
        a = self.a_proj(pair).transpose((0, 3, 1, 2)).reshape((-3, 0, 0))
        b = self.b_proj(pair).transpose((0, 3, 1, 2)).reshape((-3, 0, 0))
        x = nd.batch_dot(a, b, transpose_a=True)
        return pair + self.out(x.reshape((-4, -1, self.c, 0, 0)).transpose((0, 2, 3, 1)))


Net = NdTriangleIncoming
