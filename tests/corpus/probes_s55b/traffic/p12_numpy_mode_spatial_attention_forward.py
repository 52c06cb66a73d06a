"""Numpy-mode ASTGCN-style spatial attention (`forward`): node scores by `np.matmul` of two projections, `npx.softmax` over nodes, the attended features added to the input."""
from mxnet import np, npx
from mxnet.gluon import HybridBlock, nn

npx.set_np()

INPUTS = [(2, 5, 4)]


class SpatialAttention(HybridBlock):
    def __init__(self, dim=4, **kwargs):
        super().__init__(**kwargs)
        self.query = nn.Dense(dim, flatten=False, in_units=dim)
        self.key = nn.Dense(dim, flatten=False, in_units=dim)

    def forward(self, x):
        scores = np.matmul(self.query(x), np.swapaxes(self.key(x), 1, 2)) / 2.0
        attn = npx.softmax(scores, axis=-1)
        return x + np.matmul(attn, x)


Net = SpatialAttention
