"""Decoder head with a learned temperature: logits divided by it when positive, left as they are otherwise."""
from mxnet.gluon import nn


INPUTS = [(2, 4)]


class Net(nn.HybridBlock):
    def __init__(self, vocab=5, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.proj = nn.Dense(vocab, in_units=4)
            self.temperature = self.params.get('temperature', shape=(1,), init='ones')

    def hybrid_forward(self, F, h, temperature):
        logits = self.proj(h)
        if temperature.asscalar() > 0:
            logits = logits / temperature
        return F.log_softmax(logits, axis=-1)
