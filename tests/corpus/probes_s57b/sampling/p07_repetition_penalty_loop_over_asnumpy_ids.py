"""Repetition penalty applied by looping over `history.asnumpy()` token ids and scaling single logits."""
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
        scale = F.ones_like(logits).asnumpy()
        for b, row in enumerate(ids.asnumpy().astype("int64")):
            scale[b, row] = 1.0 / self.penalty
        return logits * F.array(scale)


Net = RepetitionPenalty
