"""Quantile-regression DQN loss with the pairwise TD errors by `F.broadcast_sub` of `(N, 1, Q)` and `(N, Q, 1)`, Huber by `F.where`, the `|tau - 1{u < 0}|` weights broadcast from a `(1, Q, 1)` constant."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 6), (4, 4)]


class QuantileHuber(HybridBlock):
    def __init__(self, num_q=4, kappa=1.0, **kwargs):
        super(QuantileHuber, self).__init__(**kwargs)
        self.kappa = kappa
        with self.name_scope():
            self.head = nn.Dense(num_q)
            self.taus = self.params.get_constant("taus", [[[(2 * i + 1) / (2.0 * num_q)] for i in range(num_q)]])

    def hybrid_forward(self, F, x, target, taus):
        pred = self.head(x)
        u = F.broadcast_sub(target.expand_dims(axis=1), pred.expand_dims(axis=2))
        au = F.abs(u)
        huber = F.where(au <= self.kappa, 0.5 * F.square(u), self.kappa * (au - 0.5 * self.kappa))
        weight = F.abs(F.broadcast_sub(taus, u < 0))
        return F.mean(F.sum(weight * huber, axis=1), axis=1)


Net = QuantileHuber
