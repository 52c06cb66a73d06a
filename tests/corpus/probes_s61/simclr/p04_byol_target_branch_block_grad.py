"""BYOL forward: online encoder + projector + predictor on one view, the target encoder + projector (its EMA update happens in the trainer, outside the graph) on the other behind `BlockGrad`, and the normalised regression loss `2 - 2 * sum(p * t)` on equal (N, d) shapes."""
from mxnet.gluon import HybridBlock, nn


def mlp(in_units, hidden, out):
    net = nn.HybridSequential()
    net.add(nn.Dense(hidden, in_units=in_units, activation="relu"), nn.Dense(out, in_units=hidden))
    return net


INPUTS = [(4, 16), (4, 16)]


class BYOL(HybridBlock):
    def __init__(self, in_units=16, dim=8, **kwargs):
        super(BYOL, self).__init__(**kwargs)
        with self.name_scope():
            self.online = mlp(in_units, 16, dim)
            self.predictor = mlp(dim, 16, dim)
            self.target = mlp(in_units, 16, dim)

    def hybrid_forward(self, F, v1, v2):
        p = F.L2Normalization(self.predictor(self.online(v1)), mode="instance")
        t = F.L2Normalization(F.BlockGrad(self.target(v2)), mode="instance")
        return 2 - 2 * (p * t).sum(axis=-1)


Net = BYOL
