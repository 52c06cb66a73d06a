"""Dreamer observe loop starting from a zero deterministic state made with `mx.nd.zeros((batch, deter))` (batch from the constructor) inside `hybrid_forward`."""
import mxnet as mx
from mxnet.gluon import HybridBlock, rnn

INPUTS = [(3, 5)]


class NdZeroState(HybridBlock):
    def __init__(self, batch=3, deter=6, **kwargs):
        super().__init__(**kwargs)
        self._b, self._d = batch, deter
        with self.name_scope():
            self.cell = rnn.GRUCell(deter)

    def hybrid_forward(self, F, embed):
        h = mx.nd.zeros((self._b, self._d))
        deter, _ = self.cell(embed, [h])
        return deter


Net = NdZeroState
