"""Numpy-mode FocalNet focal modulation in `forward`: the channels-last projection split by basic slicing of the last axis, `np.transpose` to channels-first, the gates applied by plain `*` of (N, C, H, W) and (N, 1, H, W) slices (numpy broadcasting), the global level by `.mean(axis=(2, 3), keepdims=True)`."""
from mxnet import np, npx
from mxnet.gluon import HybridBlock, nn

npx.set_np()

INPUTS = [(2, 4, 4, 6)]


class NumpyFocalModulation(HybridBlock):
    def __init__(self, dim=6, focal_level=2, **kwargs):
        super().__init__(**kwargs)
        self._dim, self._levels = dim, focal_level
        self.f = nn.Dense(2 * dim + focal_level + 1, flatten=False, in_units=dim)
        self.layers = nn.HybridSequential()
        for l in range(focal_level):
            self.layers.add(nn.Conv2D(dim, 2 * l + 3, padding=l + 1, groups=dim, in_channels=dim))
        self.h = nn.Conv2D(dim, 1, in_channels=dim)

    def forward(self, x):
        y = np.transpose(self.f(x), (0, 3, 1, 2))
        q, ctx, gates = y[:, :self._dim], y[:, self._dim:2 * self._dim], y[:, 2 * self._dim:]
        ctx_all = 0
        for l, layer in enumerate(self.layers):
            ctx = npx.leaky_relu(layer(ctx), act_type="gelu")
            ctx_all = ctx_all + ctx * gates[:, l:l + 1]
        glob = npx.leaky_relu(ctx.mean(axis=(2, 3), keepdims=True), act_type="gelu")
        ctx_all = ctx_all + glob * gates[:, self._levels:]
        return np.transpose(q * self.h(ctx_all), (0, 2, 3, 1))


Net = NumpyFocalModulation
