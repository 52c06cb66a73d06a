"""Greedy decoding step: the argmax token and its log-probability picked from the log-softmax."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8)]


class GreedyStep(HybridBlock):
    def __init__(self, vocab=10, **kwargs):
        super(GreedyStep, self).__init__(**kwargs)
        with self.name_scope():
            self.proj = nn.Dense(vocab, in_units=8)

    def hybrid_forward(self, F, h):
        log_probs = F.log_softmax(self.proj(h))
        token = F.argmax(log_probs, axis=-1)
        return token, F.pick(log_probs, token, axis=-1)


Net = GreedyStep
