"""Globally conditioned gated unit written for the graph: the speaker projection expanded on the time axis and added by `F.broadcast_add`, a local conditioning 1x1 conv on an upsampled (same-length) feature added plainly."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 16), (2, 3), (2, 5, 16)]


class ConditionedGate(HybridBlock):
    def __init__(self, channels=4, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.conv = nn.Conv1D(2 * channels, 2, dilation=2, padding=2)
            self.cond = nn.Dense(2 * channels)
            self.local = nn.Conv1D(2 * channels, 1)

    def hybrid_forward(self, F, x, speaker, mel):
        h = F.slice_axis(self.conv(x), axis=2, begin=0, end=-2) + self.local(mel)
        h = F.broadcast_add(h, F.expand_dims(self.cond(speaker), axis=2))
        a, b = F.split(h, num_outputs=2, axis=1)
        return F.tanh(a) * F.sigmoid(b)


Net = ConditionedGate
