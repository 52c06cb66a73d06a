"""Per-token scores by a Sequential of Dense(1, flatten=False) then Flatten: (N, T); a softmax over T of a
second score head times the first, both (N, T)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 4)]


class FlatScores(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.score = nn.HybridSequential()
            self.score.add(nn.Dense(1, flatten=False, in_units=4), nn.Flatten())
            self.other = nn.Dense(5, in_units=20)

    def hybrid_forward(self, F, x):
        w = F.softmax(self.other(x))
        return w * self.score(x)


Net = FlatScores
