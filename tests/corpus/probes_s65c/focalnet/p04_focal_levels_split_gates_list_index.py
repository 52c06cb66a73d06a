"""FocalNet gates split into a python list by `F.split(num_outputs=L + 1, axis=1)` and indexed by level (`gates[l]`, `gates[self._levels]` for the global one), each applied by `F.broadcast_mul`; the global level by `F.contrib.AdaptiveAvgPooling2D(output_size=1)`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 7, 4, 4)]


class SplitGateFocal(HybridBlock):
    def __init__(self, dim=4, focal_level=2, **kwargs):
        super().__init__(**kwargs)
        self._dim, self._levels = dim, focal_level
        self.layers = nn.HybridSequential()
        for l in range(focal_level):
            k = 2 * l + 3
            self.layers.add(nn.Conv2D(dim, k, padding=k // 2, groups=dim, in_channels=dim))
        self.h = nn.Conv2D(dim, 1, in_channels=dim)

    def hybrid_forward(self, F, x):
        ctx = F.slice_axis(x, axis=1, begin=0, end=self._dim)
        gates = F.split(F.slice_axis(x, axis=1, begin=self._dim, end=None), num_outputs=self._levels + 1, axis=1)
        ctx_all = F.zeros_like(ctx)
        for l, layer in enumerate(self.layers):
            ctx = F.relu(layer(ctx))
            ctx_all = ctx_all + F.broadcast_mul(ctx, gates[l])
        glob = F.relu(F.contrib.AdaptiveAvgPooling2D(ctx, output_size=1))
        ctx_all = ctx_all + F.broadcast_mul(glob, gates[self._levels])
        return self.h(ctx_all)


Net = SplitGateFocal
