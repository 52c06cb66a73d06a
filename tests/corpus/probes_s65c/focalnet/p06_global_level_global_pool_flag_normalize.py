"""FocalNet global level by `F.Pooling(global_pool=True)`, the aggregated context divided by the level count when a python `normalize_modulator` flag from the constructor is set, and a post-modulation LayerNorm over channels (`axis=1`)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 4, 4)]


class NormalizedFocal(HybridBlock):
    def __init__(self, dim=4, focal_level=2, normalize_modulator=True, **kwargs):
        super().__init__(**kwargs)
        self._levels, self._normalize = focal_level, normalize_modulator
        self.layers = nn.HybridSequential()
        for l in range(focal_level):
            self.layers.add(nn.Conv2D(dim, 2 * l + 3, padding=l + 1, groups=dim, in_channels=dim))
        self.ln = nn.LayerNorm(axis=1, in_channels=dim)

    def hybrid_forward(self, F, x):
        ctx, ctx_all = x, F.zeros_like(x)
        for layer in self.layers:
            ctx = F.relu(layer(ctx))
            ctx_all = ctx_all + ctx
        ctx_all = F.broadcast_add(ctx_all, F.Pooling(ctx, pool_type="avg", global_pool=True, kernel=(1, 1)))
        if self._normalize:
            ctx_all = ctx_all / (self._levels + 1)
        return self.ln(x * ctx_all)


Net = NormalizedFocal
