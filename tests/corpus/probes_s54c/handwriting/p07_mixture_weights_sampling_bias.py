"""Graves sampling bias from the constructor: `F.softmax(pi * (1 + self.bias))` and `F.exp(log_sigma - self.bias)`, the mixture parameters from `F.split`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6)]


class BiasedMixture(HybridBlock):
    def __init__(self, mixtures=3, bias=0.5, **kwargs):
        super().__init__(**kwargs)
        self.bias = bias
        with self.name_scope():
            self.fc = nn.Dense(2 * mixtures)

    def hybrid_forward(self, F, h):
        pi, log_sigma = F.split(self.fc(h), num_outputs=2, axis=-1)
        return F.softmax(pi * (1 + self.bias)), F.exp(log_sigma - self.bias)


Net = BiasedMixture
