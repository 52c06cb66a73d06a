"""Numpy-mode joint model (`@use_np`, `hybrid_forward`): intent from the first (CLS) position `h[:, 0]`, slots from the remaining tokens `h[:, 1:]`."""
from mxnet import npx
from mxnet.gluon import HybridBlock, nn
from mxnet.util import use_np

npx.set_np()

INPUTS = [(2, 7, 5)]


@use_np
class NumpyJoint(HybridBlock):
    def __init__(self, emb=5, hidden=8, intents=3, slots=6, **kwargs):
        super(NumpyJoint, self).__init__(**kwargs)
        with self.name_scope():
            self.enc = nn.Dense(hidden, activation="relu", flatten=False, in_units=emb)
            self.intent = nn.Dense(intents, in_units=hidden)
            self.slot = nn.Dense(slots, flatten=False, in_units=hidden)

    def hybrid_forward(self, F, tokens):
        h = self.enc(tokens)
        return self.intent(h[:, 0]), self.slot(h[:, 1:])


Net = NumpyJoint
