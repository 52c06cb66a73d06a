"""BYOL with a momentum target network: `update_target(tau)` moves the target's parameters outside the graph (NDArray arithmetic on `param.data()` after the step, never called in `hybrid_forward`); the forward reads the target through `F.BlockGrad`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 10), (4, 10)]


class MomentumByol(HybridBlock):
    def __init__(self, dim=8, **kwargs):
        super().__init__(**kwargs)
        self.online = nn.HybridSequential()
        self.online.add(nn.Dense(16, activation="relu", in_units=10), nn.Dense(dim, in_units=16))
        self.target = nn.HybridSequential()
        self.target.add(nn.Dense(16, activation="relu", in_units=10), nn.Dense(dim, in_units=16))
        self.predictor = nn.Dense(dim, in_units=dim)

    def update_target(self, tau=0.99):
        online = self.online.collect_params().values()
        target = self.target.collect_params().values()
        for po, pt in zip(online, target):
            pt.set_data(tau * pt.data() + (1 - tau) * po.data())

    def hybrid_forward(self, F, v1, v2):
        p1 = F.L2Normalization(self.predictor(self.online(v1)))
        p2 = F.L2Normalization(self.predictor(self.online(v2)))
        t1 = F.BlockGrad(F.L2Normalization(self.target(v1)))
        t2 = F.BlockGrad(F.L2Normalization(self.target(v2)))
        return F.mean(4 - 2 * F.sum(p1 * t2, axis=1) - 2 * F.sum(p2 * t1, axis=1))


Net = MomentumByol
