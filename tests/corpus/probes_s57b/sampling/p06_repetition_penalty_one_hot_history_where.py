"""CTRL repetition penalty: generated token ids (an input) to a seen-mask by `one_hot(...).max(axis=1)`, positive logits divided and negative multiplied by the penalty under `F.where`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8), (2, 4)]


class RepetitionPenalty(HybridBlock):
    def __init__(self, vocab=10, penalty=1.3, **kwargs):
        super(RepetitionPenalty, self).__init__(**kwargs)
        self.vocab = vocab
        self.penalty = penalty
        with self.name_scope():
            self.proj = nn.Dense(vocab, in_units=8)

    def hybrid_forward(self, F, h, history):
        logits = self.proj(h)
        ids = F.floor(F.abs(history) * self.vocab)
        seen = F.one_hot(ids, self.vocab).max(axis=1)
        penalised = F.where(logits > 0, logits / self.penalty, logits * self.penalty)
        return F.where(seen > 0, penalised, logits)


Net = RepetitionPenalty
