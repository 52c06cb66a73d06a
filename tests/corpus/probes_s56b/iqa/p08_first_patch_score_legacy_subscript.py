"""IQA head returning the centre patch's score with a numpy-style subscript `scores[:, 0]` on the (N, P) legacy array."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 6)]


class CentrePatchScore(HybridBlock):
    def __init__(self, **kwargs):
        super(CentrePatchScore, self).__init__(**kwargs)
        with self.name_scope():
            self.score = nn.Dense(1, flatten=False, in_units=6)

    def hybrid_forward(self, F, feats):
        scores = self.score(feats).reshape((0, -1))
        return scores[:, 0], F.mean(scores, axis=1)


Net = CentrePatchScore
