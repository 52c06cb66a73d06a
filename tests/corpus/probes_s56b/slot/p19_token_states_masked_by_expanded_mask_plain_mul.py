"""Slot tagger zeroing the pad positions of the (N, T, H) token states by a plain `h * mask.expand_dims(-1)` with the (N, T) mask."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 5), (2, 6)]


class MaskedStates(HybridBlock):
    def __init__(self, emb=5, hidden=8, slots=4, **kwargs):
        super(MaskedStates, self).__init__(**kwargs)
        with self.name_scope():
            self.enc = nn.Dense(hidden, activation="relu", flatten=False, in_units=emb)
            self.slot = nn.Dense(slots, flatten=False, in_units=hidden)

    def hybrid_forward(self, F, tokens, mask):
        h = self.enc(tokens)
        h = h * (mask > 0).expand_dims(-1)
        return self.slot(h)


Net = MaskedStates
