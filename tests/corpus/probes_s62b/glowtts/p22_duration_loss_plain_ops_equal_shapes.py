"""Glow-TTS duration loss with plain operators on equal shapes: predicted log-durations (N, 1, T) from a Conv1D(1, 1), target `log(1e-8 + sum(attn, axis=-1))` expanded to (N, 1, T), the (N, 1, T) text mask from `SequenceMask`, `sum((logw - logw_) ** 2 * x_mask) / sum(x_mask)`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 5), (2, 5, 7), (2,)]


class DurationLoss(HybridBlock):
    def __init__(self, max_len=5, **kwargs):
        super().__init__(**kwargs)
        self._max_len = max_len
        with self.name_scope():
            self.proj = nn.Conv1D(1, 1)

    def hybrid_forward(self, F, x, align_scores, raw_lengths):
        lengths = F.floor((raw_lengths + 1.0) * 0.5 * (self._max_len - 1)) + 1
        ones = F.ones_like(F.sum(x, axis=1)).expand_dims(2)
        x_mask = F.SequenceMask(ones, sequence_length=lengths, use_sequence_length=True, axis=1)
        x_mask = x_mask.transpose((0, 2, 1))
        attn = align_scores > 0
        logw_ = F.log(1e-8 + F.sum(attn, axis=-1)).expand_dims(1) * x_mask
        logw = self.proj(F.broadcast_mul(x, x_mask)) * x_mask
        return F.sum((logw - logw_) ** 2) / F.sum(x_mask)


Net = DurationLoss
