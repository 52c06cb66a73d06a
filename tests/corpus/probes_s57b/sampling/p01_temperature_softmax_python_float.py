"""Sampling head: logits divided by a python temperature, softmax and log-softmax returned."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8)]


class TemperatureSampler(HybridBlock):
    def __init__(self, vocab=10, temperature=0.7, **kwargs):
        super(TemperatureSampler, self).__init__(**kwargs)
        self.temperature = max(temperature, 1e-5)
        with self.name_scope():
            self.proj = nn.Dense(vocab, in_units=8)

    def hybrid_forward(self, F, h):
        logits = self.proj(h) / self.temperature
        return F.softmax(logits), F.log_softmax(logits)


Net = TemperatureSampler
