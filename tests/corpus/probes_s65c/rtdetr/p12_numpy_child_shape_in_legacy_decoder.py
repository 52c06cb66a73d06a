"""A numpy-mode RT-DETR query-embedding child (`forward` reading the query count from `x.shape[1]` to build positions by `np.arange`) called from a legacy `hybrid_forward` decoder layer; the module runs `npx.set_np()`."""
from mxnet import np, npx
from mxnet.gluon import HybridBlock, nn

npx.set_np()

INPUTS = [(2, 4, 6)]


class QueryPos(HybridBlock):
    def __init__(self, dim, **kwargs):
        super().__init__(**kwargs)
        self.proj = nn.Dense(dim, flatten=False, in_units=1)

    def forward(self, x):
        pos = np.arange(x.shape[1]).reshape(1, -1, 1) / x.shape[1]
        return x + self.proj(pos)


class LegacyDecoderLayer(HybridBlock):
    def __init__(self, dim=6, **kwargs):
        super().__init__(**kwargs)
        self.pos = QueryPos(dim)
        self.ffn = nn.Dense(dim, flatten=False, in_units=dim)

    def hybrid_forward(self, F, x):
        return self.ffn(self.pos(x))


Net = LegacyDecoderLayer
