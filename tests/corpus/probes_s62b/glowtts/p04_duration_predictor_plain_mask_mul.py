"""Glow-TTS duration predictor ported from PyTorch: `self.conv_1(x * x_mask)` with states (N, C, T) and an (N, 1, T) mask from `SequenceMask`, multiplied by a plain `*` as torch broadcasting allows."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 6), (2,)]


class PlainMaskDurationPredictor(HybridBlock):
    def __init__(self, filter_channels=8, kernel_size=3, max_len=6, **kwargs):
        super().__init__(**kwargs)
        self._max_len = max_len
        with self.name_scope():
            self.conv_1 = nn.Conv1D(filter_channels, kernel_size, padding=kernel_size // 2)
            self.norm_1 = nn.LayerNorm(axis=1)
            self.proj = nn.Conv1D(1, 1)

    def hybrid_forward(self, F, x, raw_lengths):
        lengths = F.floor((raw_lengths + 1.0) * 0.5 * (self._max_len - 1)) + 1
        ones = F.ones_like(F.sum(x, axis=1)).expand_dims(2)
        x_mask = F.SequenceMask(ones, sequence_length=lengths, use_sequence_length=True, axis=1)
        x_mask = x_mask.transpose((0, 2, 1))
        h = self.norm_1(F.relu(self.conv_1(x * x_mask)))
        return F.broadcast_mul(self.proj(h), x_mask)


Net = PlainMaskDurationPredictor
