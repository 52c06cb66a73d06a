"""Input peak normalisation with the python builtin, `peak = max(F.max(F.abs(audio)), 1e-5)` (it compares a tensor with a float and needs its truth value)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 1, 16)]


class PeakNormalized(HybridBlock):
    def __init__(self, channels=4, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.conv = nn.Conv1D(channels, 2, padding=1)

    def hybrid_forward(self, F, audio):
        peak = max(F.max(F.abs(audio)), 1e-5)
        audio = F.broadcast_div(audio, peak)
        return F.slice_axis(self.conv(audio), axis=2, begin=0, end=-1)


Net = PeakNormalized
