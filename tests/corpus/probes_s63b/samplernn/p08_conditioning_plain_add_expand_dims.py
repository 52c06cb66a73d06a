"""SampleRNN tier conditioning added without unfolding: the upper tier's (N, T, H) output gets `expand_dims(2)` and is added by a plain `+` to the (N, T, ratio, H) frame projections of this tier (the PyTorch port relied on broadcasting)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 16), (2, 2, 8)]


class BroadcastCondTier(HybridBlock):
    def __init__(self, frame_size=2, ratio=4, hidden=8, **kwargs):
        super().__init__(**kwargs)
        self._f, self._r = frame_size, ratio
        with self.name_scope():
            self.inp = nn.Dense(hidden, flatten=False)

    def hybrid_forward(self, F, wav, upper):
        frames = self.inp(wav.reshape((0, -4, -1, self._f))).reshape((0, -4, -1, self._r, -2))
        return F.relu(frames + upper.expand_dims(2))


Net = BroadcastCondTier
