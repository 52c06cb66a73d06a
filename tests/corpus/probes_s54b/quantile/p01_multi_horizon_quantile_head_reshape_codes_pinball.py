"""Multi-horizon quantile head: `Dense(horizon * Q)` reshaped with `(0, horizon, Q)`, the quantile levels a constant `(1, 1, Q)`, pinball loss by `F.broadcast_sub` / `F.broadcast_mul` against the target expanded on the last axis."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 6), (4, 2)]


class QuantileForecaster(HybridBlock):
    def __init__(self, horizon=2, quantiles=(0.1, 0.5, 0.9), **kwargs):
        super(QuantileForecaster, self).__init__(**kwargs)
        self.horizon, self.num_q = horizon, len(quantiles)
        with self.name_scope():
            self.head = nn.Dense(horizon * len(quantiles))
            self.taus = self.params.get_constant("taus", [[list(quantiles)]])

    def hybrid_forward(self, F, x, target, taus):
        pred = self.head(x).reshape((0, self.horizon, self.num_q))
        err = F.broadcast_sub(target.expand_dims(axis=2), pred)
        loss = F.maximum(F.broadcast_mul(taus, err), F.broadcast_mul(taus - 1, err))
        return pred, F.mean(loss, axis=(1, 2))


Net = QuantileForecaster
