"""FocalNet gates split into a list by `F.split(num_outputs=L + 1, axis=1)`, the global level's gate taken as `gates[-1]`, the last output of the split, applied by `F.broadcast_mul`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 7, 4, 4)]


class NegativeIndexGateFocal(HybridBlock):
    def __init__(self, dim=4, focal_level=2, **kwargs):
        super().__init__(**kwargs)
        self._dim, self._levels = dim, focal_level
        self.layers = nn.HybridSequential()
        for l in range(focal_level):
            self.layers.add(nn.Conv2D(dim, 2 * l + 3, padding=l + 1, groups=dim, in_channels=dim))

    def hybrid_forward(self, F, x):
        ctx = F.slice_axis(x, axis=1, begin=0, end=self._dim)
        gates = F.split(F.slice_axis(x, axis=1, begin=self._dim, end=None), num_outputs=self._levels + 1, axis=1)
        ctx_all = F.zeros_like(ctx)
        for l, layer in enumerate(self.layers):
            ctx = F.relu(layer(ctx))
            ctx_all = ctx_all + F.broadcast_mul(ctx, gates[l])
        glob = F.relu(F.mean(ctx, axis=(2, 3), keepdims=True))
        return ctx_all + F.broadcast_mul(glob, gates[-1])


Net = NegativeIndexGateFocal
