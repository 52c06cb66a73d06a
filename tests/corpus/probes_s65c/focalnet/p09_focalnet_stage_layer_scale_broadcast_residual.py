"""FocalNet block: pre-norm (LayerNorm over channels-last), focal modulation reduced to one level plus the global one, a layer-scale `gamma` (C,) applied by `F.broadcast_mul` to the (N, H, W, C) branch, and a plain residual `+` of equal shapes."""
from mxnet import init
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 4, 6)]


class FocalNetBlock(HybridBlock):
    def __init__(self, dim=6, **kwargs):
        super().__init__(**kwargs)
        self._dim = dim
        self.norm = nn.LayerNorm(in_channels=dim)
        self.f = nn.Dense(2 * dim + 2, flatten=False, in_units=dim)
        self.dw = nn.Conv2D(dim, 3, padding=1, groups=dim, in_channels=dim)
        self.h = nn.Conv2D(dim, 1, in_channels=dim)
        self.gamma = self.params.get("gamma", shape=(dim,), init=init.Constant(1e-2))

    def hybrid_forward(self, F, x, gamma):
        y = F.transpose(self.f(self.norm(x)), axes=(0, 3, 1, 2))
        q, ctx, g0, g1 = (
            F.slice_axis(y, axis=1, begin=0, end=self._dim),
            F.slice_axis(y, axis=1, begin=self._dim, end=2 * self._dim),
            F.slice_axis(y, axis=1, begin=2 * self._dim, end=2 * self._dim + 1),
            F.slice_axis(y, axis=1, begin=2 * self._dim + 1, end=None))
        ctx = F.relu(self.dw(ctx))
        agg = F.broadcast_mul(ctx, g0) + F.broadcast_mul(F.mean(ctx, axis=(2, 3), keepdims=True), g1)
        out = F.transpose(q * self.h(agg), axes=(0, 2, 3, 1))
        return x + F.broadcast_mul(out, gamma)


Net = FocalNetBlock
