"""IMPALA policy-gradient advantages: `vs_{t+1}` as the value targets shifted by one step, `F.concat(F.slice_axis(vs, axis=0, begin=1, end=None), bootstrap.expand_dims(0), dim=0)`, then `clip(rho) * (r + gamma * vs_{t+1} - V)` by plain operators on (T, B) operands, the gradient stopped by `F.BlockGrad`."""
from mxnet.gluon import HybridBlock

INPUTS = [(4, 3), (4, 3), (4, 3), (4, 3), (4, 3), (3,)]


class PGAdvantages(HybridBlock):
    def __init__(self, pg_rho_bar=1.0, **kwargs):
        super().__init__(**kwargs)
        self._rho = pg_rho_bar

    def hybrid_forward(self, F, log_rhos, discounts, rewards, values, vs, bootstrap):
        vs_tp1 = F.concat(F.slice_axis(vs, axis=0, begin=1, end=None), bootstrap.expand_dims(0), dim=0)
        pg_rhos = F.clip(F.exp(log_rhos), 0, self._rho)
        return F.BlockGrad(pg_rhos * (rewards + discounts * vs_tp1 - values))


Net = PGAdvantages
