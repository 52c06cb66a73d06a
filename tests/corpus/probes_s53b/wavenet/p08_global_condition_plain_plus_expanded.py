"""Globally conditioned gated unit: the speaker projection (N, 2C) expanded to (N, 2C, 1) and added to the dilated conv output (N, 2C, T) with a plain `+` (NDArray broadcasts, the legacy Symbol's add does not)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 16), (2, 3)]


class ConditionedGate(HybridBlock):
    def __init__(self, channels=4, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.conv = nn.Conv1D(2 * channels, 2, dilation=1, padding=1)
            self.cond = nn.Dense(2 * channels)

    def hybrid_forward(self, F, x, speaker):
        h = F.slice_axis(self.conv(x), axis=2, begin=0, end=-1)
        h = h + F.expand_dims(self.cond(speaker), axis=2)
        a, b = F.split(h, num_outputs=2, axis=1)
        return F.tanh(a) * F.sigmoid(b)


Net = ConditionedGate
