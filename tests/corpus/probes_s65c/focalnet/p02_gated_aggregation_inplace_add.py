"""FocalNet gated aggregation accumulated in place as the reference writes it, `ctx_all += ctx * gate` (the first `+=` adds to the python `0`, the next to a tensor), the gates taken by `F.slice_axis` and applied with `F.broadcast_mul`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 4, 4)]


class InplaceFocalAggregation(HybridBlock):
    def __init__(self, dim=4, focal_level=2, **kwargs):
        super().__init__(**kwargs)
        self._dim = dim
        self.layers = nn.HybridSequential()
        for l in range(focal_level):
            k = 2 * l + 3
            self.layers.add(nn.Conv2D(dim, k, padding=k // 2, groups=dim, in_channels=dim))

    def hybrid_forward(self, F, x):
        ctx = F.slice_axis(x, axis=1, begin=0, end=self._dim)
        gates = F.slice_axis(x, axis=1, begin=self._dim, end=None)
        ctx_all = 0
        for l, layer in enumerate(self.layers):
            ctx = F.relu(layer(ctx))
            ctx_all += F.broadcast_mul(ctx, F.slice_axis(gates, axis=1, begin=l, end=l + 1))
        return ctx_all


Net = InplaceFocalAggregation
