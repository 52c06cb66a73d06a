"""TSMixer with auxiliary static features: a (B, S) vector projected, tiled over time by
`F.tile(s.expand_dims(1), reps=(1, self.seq_len, 1))` with the length from the constructor, concatenated
with the series along features, feature-mixed."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 3), (2, 2)]


class StaticTile(HybridBlock):
    def __init__(self, seq_len=8, channels=3, hidden=4, **kwargs):
        super().__init__(**kwargs)
        self.seq_len = seq_len
        with self.name_scope():
            self.static = nn.Dense(hidden)
            self.mix = nn.Dense(channels, flatten=False, activation="relu")

    def hybrid_forward(self, F, x, s):
        st = F.tile(self.static(s).expand_dims(1), reps=(1, self.seq_len, 1))
        return x + self.mix(F.concat(x, st, dim=-1))


Net = StaticTile
