"""Peak normalisation that reads the batch peak with `asscalar()` before scaling the waveform."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 1, 40)]


class Net(HybridBlock):
    def __init__(self, headroom=0.9, channels=3, **kwargs):
        super().__init__(**kwargs)
        self._headroom = headroom
        with self.name_scope():
            self.conv = nn.Conv1D(channels, 3, padding=1, in_channels=1)

    def hybrid_forward(self, F, wave):
        peak = F.max(F.abs(wave)).asscalar()
        return self.conv(wave * (self._headroom / max(peak, 1e-6)))
