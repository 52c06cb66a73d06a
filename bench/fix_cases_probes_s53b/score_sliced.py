"""Sliced score matching: several random projections per sample (projections stacked on the batch axis), the data tiled to match, the projected score and its square."""
from mxnet.gluon import nn


INPUTS = [(3, 4), (6, 4)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.score = nn.Dense(4, in_units=4)

    def hybrid_forward(self, F, x, v):
        n_particles = v.shape[0] // x.shape[0]
        x_rep = F.tile(x, reps=(n_particles, 1))
        s = self.score(x_rep)
        proj = (s * v).sum(axis=-1)
        loss = 0.5 * proj ** 2 + (v * self.score(v)).sum(axis=-1)
        return loss.reshape((n_particles, -1)).mean(axis=0)
