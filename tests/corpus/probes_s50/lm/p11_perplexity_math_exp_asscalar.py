"""LM loss that also reports perplexity as a python float, `math.exp(F.mean(nll).asscalar())`, and scales the loss by it."""
import math

from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 6), (4,)]


class Net(HybridBlock):
    def __init__(self, vocab_size=9, **kwargs):
        super().__init__(**kwargs)
        self.vocab_size = vocab_size
        with self.name_scope():
            self.proj = nn.Dense(vocab_size, in_units=6)

    def hybrid_forward(self, F, h, raw_target):
        target = F.clip(F.floor((raw_target + 1) * 0.5 * self.vocab_size), 0, self.vocab_size - 1)
        nll = -F.pick(F.log_softmax(self.proj(h), axis=-1), target, axis=-1)
        ppl = math.exp(F.mean(nll).asscalar())
        return nll / ppl
