"""Per-sequence perplexity of a padded (T, N) batch: token losses masked by `SequenceMask` with the lengths, summed over time and divided by the lengths, then `exp`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(5, 2, 6), (5, 2), (2,)]


class MaskedPerplexity(HybridBlock):
    def __init__(self, vocab_size=9, dim=6, max_len=5, **kwargs):
        super().__init__(**kwargs)
        self.vocab_size, self.max_len = vocab_size, max_len
        with self.name_scope():
            self.proj = nn.Dense(vocab_size, flatten=False, in_units=dim)

    def hybrid_forward(self, F, h, raw_target, raw_lengths):
        target = F.clip(F.floor((raw_target + 1) * 0.5 * self.vocab_size), 0, self.vocab_size - 1)
        lengths = F.clip(F.round((raw_lengths + 1) * 0.5 * self.max_len), 1, self.max_len)
        nll = -F.pick(F.log_softmax(self.proj(h), axis=-1), target, axis=-1)            # (T, N)
        masked = F.SequenceMask(nll, sequence_length=lengths, use_sequence_length=True)
        return F.exp(F.sum(masked, axis=0) / lengths)


Net = MaskedPerplexity
