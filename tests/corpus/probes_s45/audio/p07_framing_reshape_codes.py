"""Non-overlapping framing of a waveform (B, T) into (B, T/hop, hop) with reshape code -4, then a frame MLP."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(3, 64)]


class Net(HybridBlock):
    def __init__(self, sample_rate=1600, frame_ms=10, units=8, **kwargs):
        super().__init__(**kwargs)
        self._hop = sample_rate * frame_ms // 1000                # 16 samples a frame
        with self.name_scope():
            self.frame_proj = nn.Dense(units, flatten=False, in_units=self._hop)

    def hybrid_forward(self, F, wave):
        frames = F.reshape(wave, shape=(0, -4, -1, self._hop))
        energy = F.log(F.mean(F.square(frames), axis=-1, keepdims=True) + 1e-6)
        return F.concat(self.frame_proj(frames), energy, dim=-1)
