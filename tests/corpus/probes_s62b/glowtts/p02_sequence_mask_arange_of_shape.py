"""Glow-TTS `sequence_mask` as the PyTorch reference writes it: positions `F.arange(x.shape[1])` compared with the lengths by `broadcast_lesser`, the (N, T) mask applied to the projected states."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 8), (2,)]


class ShapeMaskEncoder(HybridBlock):
    def __init__(self, hidden=8, max_len=6, **kwargs):
        super().__init__(**kwargs)
        self._max_len = max_len
        with self.name_scope():
            self.proj = nn.Dense(hidden, flatten=False)

    def hybrid_forward(self, F, x, raw_lengths):
        lengths = F.floor((raw_lengths + 1.0) * 0.5 * (self._max_len - 1)) + 1
        pos = F.arange(x.shape[1]).reshape((1, -1))
        mask = F.broadcast_lesser(pos, lengths.reshape((-1, 1)))
        return F.broadcast_mul(self.proj(x), mask.expand_dims(2))


Net = ShapeMaskEncoder
