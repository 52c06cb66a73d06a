"""BYOL training loss: online encoder + projector + predictor (MLPs with BatchNorm), a target encoder +
projector of the same shapes (updated by EMA outside the graph, so only `F.stop_gradient` here), the
normalized MSE `2 - 2 * sum(p * z)` of L2-normalized outputs, symmetrized over the two views."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 6), (4, 6)]


def mlp(hidden, out):
    net = nn.HybridSequential()
    net.add(nn.Dense(hidden), nn.BatchNorm(), nn.Activation("relu"), nn.Dense(out))
    return net


class ByolLoss(HybridBlock):
    def __init__(self, dim=8, proj=4, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.online = nn.HybridSequential()
            self.online.add(nn.Dense(dim, activation="relu"), mlp(dim, proj))
            self.predictor = mlp(dim, proj)
            self.target = nn.HybridSequential()
            self.target.add(nn.Dense(dim, activation="relu"), mlp(dim, proj))

    def _loss(self, F, p, z):
        p, z = F.L2Normalization(p), F.L2Normalization(F.stop_gradient(z))
        return 2 - 2 * F.sum(p * z, axis=1)

    def hybrid_forward(self, F, v1, v2):
        p1, p2 = self.predictor(self.online(v1)), self.predictor(self.online(v2))
        z1, z2 = self.target(v1), self.target(v2)
        return (self._loss(F, p1, z2) + self._loss(F, p2, z1)).mean()


Net = ByolLoss
