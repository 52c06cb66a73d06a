"""Segment consensus over a (T, N, K) stack of per-segment scores: summed over the first axis and divided by `len(scores)` for the mean (a Symbol's `len` counts outputs, not segments)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 2, 6)]


class Consensus(HybridBlock):
    def __init__(self, classes=5, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.fc = nn.Dense(classes, flatten=False)

    def hybrid_forward(self, F, scores):
        scores = self.fc(scores)
        return F.sum(scores, axis=0) / len(scores)


Net = Consensus
