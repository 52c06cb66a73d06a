"""FocalNet gates from `F.split(num_outputs=L + 1, axis=1)` -- each (N, 1, H, W) -- applied to the (N, C, H, W) context by a plain `*`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 7, 4, 4)]


class SplitPlainGateFocal(HybridBlock):
    def __init__(self, dim=4, focal_level=2, **kwargs):
        super().__init__(**kwargs)
        self._dim, self._levels = dim, focal_level
        self.layers = nn.HybridSequential()
        for l in range(focal_level):
            self.layers.add(nn.Conv2D(dim, 3, padding=1, groups=dim, in_channels=dim))

    def hybrid_forward(self, F, x):
        ctx = F.slice_axis(x, axis=1, begin=0, end=self._dim)
        gates = F.split(F.slice_axis(x, axis=1, begin=self._dim, end=None), num_outputs=self._levels + 1, axis=1)
        ctx_all = F.zeros_like(ctx)
        for l, layer in enumerate(self.layers):
            ctx = F.relu(layer(ctx))
            ctx_all = ctx_all + ctx * gates[l]
        return ctx_all


Net = SplitPlainGateFocal
