"""Sliced score matching objective: random projections as an input (N, P, D), the projected score `F.batch_dot(v, s)` after expanding the score to (N, D, 1), the squared-norm term by `F.sum(..., axis=(1, 2))`, with the projection count a python constant."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 6), (4, 2, 6)]


class SlicedScoreMatching(HybridBlock):
    def __init__(self, dim=6, num_proj=2, **kwargs):
        super().__init__(**kwargs)
        self.num_proj = num_proj
        with self.name_scope():
            self.score = nn.Dense(dim, activation="tanh")

    def hybrid_forward(self, F, x, v):
        s = F.expand_dims(self.score(x), axis=2)
        vs = F.batch_dot(v, s)
        return 0.5 * F.sum(F.square(vs), axis=(1, 2)) / self.num_proj


Net = SlicedScoreMatching
