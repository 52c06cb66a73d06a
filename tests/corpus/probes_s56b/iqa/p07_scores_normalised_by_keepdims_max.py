"""IQA patch scores (N, P) normalised per image by `broadcast_div` with their `max(axis=1, keepdims=True)`, a python epsilon added on the right."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 6)]


class NormalisedPatchScores(HybridBlock):
    def __init__(self, **kwargs):
        super(NormalisedPatchScores, self).__init__(**kwargs)
        with self.name_scope():
            self.score = nn.Dense(1, activation="softrelu", flatten=False, in_units=6)

    def hybrid_forward(self, F, feats):
        s = self.score(feats).reshape((0, -1))
        return F.broadcast_div(s, F.max(s, axis=1, keepdims=True) + 1e-6)


Net = NormalisedPatchScores
