"""WaveNet whose base `condition(self, F, h, g)` uses `F.broadcast_add`, and whose speaker-conditioned
subclass overrides it as `h + self.proj(g).expand_dims(2)`: (B, 2C, T) plus (B, 2C, 1) by a plain `+`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 9), (2, 3)]


class ConditionedWaveNet(HybridBlock):
    def __init__(self, channels=4, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.filt = nn.Conv1D(2 * channels, 3, padding=1)
            self.proj = nn.Dense(2 * channels)

    def condition(self, F, h, g):
        return F.broadcast_add(h, self.proj(g).expand_dims(2))

    def hybrid_forward(self, F, x, g):
        a, b = F.split(self.condition(F, self.filt(x), g), num_outputs=2, axis=1)
        return F.tanh(a) * F.sigmoid(b)


class SpeakerWaveNet(ConditionedWaveNet):
    def condition(self, F, h, g):
        return h + self.proj(g).expand_dims(2)


Net = SpeakerWaveNet
