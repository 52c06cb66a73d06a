"""Scheduled sampling inside a decoder step: the previous prediction replaces the gold word `if F.max(probs) > self.tau`, a python `if` on a tensor."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5), (2, 6)]


class SampledStep(HybridBlock):
    def __init__(self, hidden=5, vocab=6, tau=0.1, **kwargs):
        super().__init__(**kwargs)
        self.tau = tau
        with self.name_scope():
            self.out = nn.Dense(vocab, in_units=hidden)
            self.embed = nn.Dense(hidden, in_units=vocab, use_bias=False)

    def hybrid_forward(self, F, hidden, gold_onehot):
        probs = F.softmax(self.out(hidden), axis=-1)
        if F.max(probs) > self.tau:
            prev = F.one_hot(F.argmax(probs, axis=-1), depth=6)
        else:
            prev = gold_onehot
        return F.tanh(hidden + self.embed(prev))


Net = SampledStep
