"""FocalNet focal modulation (Yang et al.), channels-last input: a linear `f` split by `F.slice_axis` into query, context and L+1 gates, hierarchical contextualisation by stacked depthwise convs of growing kernels (`focal_factor * l + focal_window`) with GELU, gated aggregation summed in a python loop from `ctx_all = 0` by `F.broadcast_mul` of each one-channel gate, a global level by keepdims means, a modulator by a 1x1 conv, and `q * modulator` of equal shapes."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 4, 6)]


class FocalModulation(HybridBlock):
    def __init__(self, dim=6, focal_level=2, focal_window=3, focal_factor=2, **kwargs):
        super().__init__(**kwargs)
        self._dim, self._levels = dim, focal_level
        self.f = nn.Dense(2 * dim + focal_level + 1, flatten=False, in_units=dim)
        self.h = nn.Conv2D(dim, 1, in_channels=dim)
        self.proj = nn.Dense(dim, flatten=False, in_units=dim)
        self.layers = nn.HybridSequential()
        for l in range(focal_level):
            k = focal_factor * l + focal_window
            self.layers.add(nn.Conv2D(dim, k, padding=k // 2, groups=dim, in_channels=dim, use_bias=False))

    def hybrid_forward(self, F, x):
        y = F.transpose(self.f(x), axes=(0, 3, 1, 2))
        q = F.slice_axis(y, axis=1, begin=0, end=self._dim)
        ctx = F.slice_axis(y, axis=1, begin=self._dim, end=2 * self._dim)
        gates = F.slice_axis(y, axis=1, begin=2 * self._dim, end=None)
        ctx_all = 0
        for l, layer in enumerate(self.layers):
            ctx = F.LeakyReLU(layer(ctx), act_type="gelu")
            ctx_all = ctx_all + F.broadcast_mul(ctx, F.slice_axis(gates, axis=1, begin=l, end=l + 1))
        glob = F.LeakyReLU(F.mean(ctx, axis=(2, 3), keepdims=True), act_type="gelu")
        ctx_all = ctx_all + F.broadcast_mul(glob, F.slice_axis(gates, axis=1, begin=self._levels, end=None))
        out = q * self.h(ctx_all)
        return self.proj(F.transpose(out, axes=(0, 2, 3, 1)))


Net = FocalModulation
