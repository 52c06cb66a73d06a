"""BYOL with the views mapped through methods: `p1, p2 = map(self._predict, views)` (a method without
`F` chaining the online and predictor blocks), `z1, z2 = map(F.stop_gradient, map(self.target, views))`,
the MLPs with BatchNorm; the symmetrized normalized MSE summed."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 6), (4, 6)]


def mlp(hidden, out):
    net = nn.HybridSequential()
    net.add(nn.Dense(hidden, in_units=6), nn.BatchNorm(in_channels=hidden), nn.Activation("relu"),
            nn.Dense(out, in_units=hidden))
    return net


class MappedViews(HybridBlock):
    def __init__(self, hidden=8, proj=4, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.online = mlp(hidden, proj)
            self.predictor = nn.Dense(proj, in_units=proj)
            self.target = mlp(hidden, proj)

    def _predict(self, view):
        return self.predictor(self.online(view))

    def hybrid_forward(self, F, v1, v2):
        views = (v1, v2)
        p1, p2 = map(self._predict, views)
        z1, z2 = map(F.stop_gradient, map(self.target, views))
        cos = lambda a, b: F.sum(F.L2Normalization(a) * F.L2Normalization(b), axis=1)
        return 4 - 2 * (cos(p1, z2) + cos(p2, z1))


Net = MappedViews
