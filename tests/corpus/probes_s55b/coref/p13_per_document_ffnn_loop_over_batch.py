"""Mention scorer applied document by document: `[self.ffnn(doc) for doc in spans]` iterates the batch tensor, the scores stacked back on axis 0."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(3, 6, 4)]


class PerDocScorer(HybridBlock):
    def __init__(self, dim=4, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.ffnn = nn.Dense(1, flatten=False, in_units=dim)

    def hybrid_forward(self, F, spans):
        scores = [self.ffnn(doc) for doc in spans]
        return F.softmax(F.stack(*scores, axis=0), axis=1)


Net = PerDocScorer
