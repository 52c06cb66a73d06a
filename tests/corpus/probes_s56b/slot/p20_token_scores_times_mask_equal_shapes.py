"""Slot tagger summing the (N, T, H) token states over H into (N, T) scores and zeroing pads by a plain `scores * (mask > 0)` with the (N, T) mask input."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 5), (2, 6)]


class MaskedScores(HybridBlock):
    def __init__(self, emb=5, hidden=8, **kwargs):
        super(MaskedScores, self).__init__(**kwargs)
        with self.name_scope():
            self.enc = nn.Dense(hidden, activation="relu", flatten=False, in_units=emb)

    def hybrid_forward(self, F, tokens, mask):
        scores = F.sum(self.enc(tokens), axis=-1)
        return F.softmax(scores * (mask > 0) - 1e4 * (mask <= 0), axis=-1)


Net = MaskedScores
