"""Static features tiled over time with the length read from the series, `reps=(1, x.shape[1], 1)`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 3), (2, 2)]


class ShapeTile(HybridBlock):
    def __init__(self, channels=3, hidden=4, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.static = nn.Dense(hidden)
            self.mix = nn.Dense(channels, flatten=False)

    def hybrid_forward(self, F, x, s):
        st = F.tile(self.static(s).expand_dims(1), reps=(1, x.shape[1], 1))
        return x + self.mix(F.concat(x, st, dim=-1))


Net = ShapeTile
