"""Pointer decoding that blocks already chosen positions by boolean item assignment, `scores[visited > 0] = -1e9`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(3, 5, 8), (3, 5)]


class Net(HybridBlock):
    def __init__(self, units=8, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.score = nn.Dense(1, flatten=False, in_units=units)

    def hybrid_forward(self, F, enc, visited):
        scores = self.score(enc).squeeze(axis=-1)
        scores[visited > 0] = -1e9
        return F.softmax(scores, axis=-1)
