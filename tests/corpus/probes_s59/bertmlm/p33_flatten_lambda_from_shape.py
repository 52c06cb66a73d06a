"""BERT MLM head flattening (N, M, C) gathered states with a lambda stored in `__init__`, `lambda t: t.reshape((t.shape[0] * t.shape[1], -1))`, called on the tensor in `hybrid_forward`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 8)]


class LambdaFlattenHead(HybridBlock):
    def __init__(self, vocab=10, units=8, **kwargs):
        super().__init__(**kwargs)
        self._flatten = lambda t: t.reshape((t.shape[0] * t.shape[1], -1))
        with self.name_scope():
            self.decoder = nn.Dense(vocab, in_units=units)

    def hybrid_forward(self, F, h):
        return self.decoder(self._flatten(h))


Net = LambdaFlattenHead
