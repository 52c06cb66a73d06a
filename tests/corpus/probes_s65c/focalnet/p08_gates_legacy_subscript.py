"""FocalNet gated aggregation with the gates taken by legacy subscripts, `gates[:, l:l + 1]`, applied with `F.broadcast_mul`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 4, 4)]


class SubscriptGateFocal(HybridBlock):
    def __init__(self, dim=4, focal_level=2, **kwargs):
        super().__init__(**kwargs)
        self._dim = dim
        self.layers = nn.HybridSequential()
        for l in range(focal_level):
            self.layers.add(nn.Conv2D(dim, 3, padding=1, groups=dim, in_channels=dim))

    def hybrid_forward(self, F, x):
        ctx = F.slice_axis(x, axis=1, begin=0, end=self._dim)
        gates = F.slice_axis(x, axis=1, begin=self._dim, end=None)
        ctx_all = F.zeros_like(ctx)
        for l, layer in enumerate(self.layers):
            ctx = F.relu(layer(ctx))
            ctx_all = ctx_all + F.broadcast_mul(ctx, gates[:, l:l + 1])
        return ctx_all


Net = SubscriptGateFocal
