"""Framing block that checks the waveform length only when running eagerly (`if F is nd:`), then frames by codes."""
from mxnet import nd
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 48)]


class Net(HybridBlock):
    def __init__(self, hop=12, units=5, **kwargs):
        super().__init__(**kwargs)
        self._hop = hop
        with self.name_scope():
            self.proj = nn.Dense(units, flatten=False, in_units=hop)

    def hybrid_forward(self, F, wave):
        if F is nd:
            # eager debugging aid: a symbol has no length to check
            assert wave.shape[-1] % self._hop == 0, "length %d is not a multiple of the hop" % wave.shape[-1]
        frames = F.reshape(wave, shape=(0, -4, -1, self._hop))
        return self.proj(frames)
