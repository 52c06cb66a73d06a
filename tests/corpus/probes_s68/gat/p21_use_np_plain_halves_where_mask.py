"""Numpy-mode GAT with `@use_np` on `hybrid_forward`: heads by `reshape` with python sizes from the
constructor, e_ij as the plain `+` of a (B, h, N, 1) column and its transpose (numpy-mode arrays broadcast, traced
or not), the adjacency spread over the heads by `F.np.expand_dims` and applied by `F.np.where` against -1e9."""
from mxnet import npx
from mxnet.gluon import HybridBlock, nn
from mxnet.util import use_np

npx.set_np()

INPUTS = [(2, 5, 6), (2, 5, 5)]


@use_np
class NumpyGAT(HybridBlock):
    def __init__(self, in_units=6, units=4, heads=2, nodes=5, **kwargs):
        super().__init__(**kwargs)
        self.heads, self.units, self.nodes = heads, units, nodes
        with self.name_scope():
            self.proj = nn.Dense(heads * units, flatten=False, use_bias=False, in_units=in_units)
            self.attn_l = nn.Dense(1, flatten=False, use_bias=False, in_units=units)
            self.attn_r = nn.Dense(1, flatten=False, use_bias=False, in_units=units)

    def hybrid_forward(self, F, h, adj):
        wh = self.proj(h).reshape(-1, self.nodes, self.heads, self.units).transpose(0, 2, 1, 3)
        e = self.attn_l(wh) + self.attn_r(wh).transpose(0, 1, 3, 2)
        e = F.npx.leaky_relu(e, slope=0.2)
        e = F.np.where(F.np.expand_dims(adj, 1) > 0, e, -1e9)
        alpha = F.npx.softmax(e, axis=-1)
        out = F.np.matmul(alpha, wh).transpose(0, 2, 1, 3)
        return out.reshape(-1, self.nodes, self.heads * self.units)


Net = NumpyGAT
