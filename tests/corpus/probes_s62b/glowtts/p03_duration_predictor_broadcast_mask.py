"""Glow-TTS duration predictor: two Conv1D + ReLU + LayerNorm(axis=1) blocks over (N, C, T) encoder states, each input masked by `broadcast_mul` with an (N, 1, T) mask built by `SequenceMask` on `ones_like` of a channel sum, a 1x1 projection to log-durations masked again."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 6), (2,)]


class DurationPredictor(HybridBlock):
    def __init__(self, filter_channels=8, kernel_size=3, max_len=6, **kwargs):
        super().__init__(**kwargs)
        self._max_len = max_len
        with self.name_scope():
            self.conv1 = nn.Conv1D(filter_channels, kernel_size, padding=kernel_size // 2)
            self.norm1 = nn.LayerNorm(axis=1)
            self.conv2 = nn.Conv1D(filter_channels, kernel_size, padding=kernel_size // 2)
            self.norm2 = nn.LayerNorm(axis=1)
            self.proj = nn.Conv1D(1, 1)

    def hybrid_forward(self, F, x, raw_lengths):
        lengths = F.floor((raw_lengths + 1.0) * 0.5 * (self._max_len - 1)) + 1
        ones = F.ones_like(F.sum(x, axis=1)).expand_dims(2)
        mask = F.SequenceMask(ones, sequence_length=lengths, use_sequence_length=True, axis=1)
        mask = mask.transpose((0, 2, 1))
        h = self.norm1(F.relu(self.conv1(F.broadcast_mul(x, mask))))
        h = self.norm2(F.relu(self.conv2(F.broadcast_mul(h, mask))))
        return F.broadcast_mul(self.proj(F.broadcast_mul(h, mask)), mask)


Net = DurationPredictor
