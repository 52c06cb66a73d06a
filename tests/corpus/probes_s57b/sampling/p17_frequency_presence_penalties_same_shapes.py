"""OpenAI-style frequency and presence penalties: token counts from summed one-hots of the history (B, V), subtracted from the logits with plain operators on equal shapes."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8), (2, 6)]


class PenaltyStep(HybridBlock):
    def __init__(self, vocab=10, frequency=0.5, presence=0.3, **kwargs):
        super(PenaltyStep, self).__init__(**kwargs)
        self.vocab = vocab
        self.frequency = frequency
        self.presence = presence
        with self.name_scope():
            self.proj = nn.Dense(vocab, in_units=8)

    def hybrid_forward(self, F, h, history):
        logits = self.proj(h)
        counts = F.one_hot(F.floor(F.abs(history) * self.vocab), self.vocab).sum(axis=1)
        return logits - counts * self.frequency - (counts > 0) * self.presence


Net = PenaltyStep
