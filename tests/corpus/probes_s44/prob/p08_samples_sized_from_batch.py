"""Forecast sampler: draws `num_samples` paths with F.random.normal sized from `mu.shape[0]`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5)]


class Net(HybridBlock):
    def __init__(self, horizon=3, num_samples=4, in_units=5, **kwargs):
        super().__init__(**kwargs)
        self._num_samples = num_samples
        self._horizon = horizon
        with self.name_scope():
            self.loc = nn.Dense(horizon, in_units=in_units)

    def hybrid_forward(self, F, x):
        mu = self.loc(x)
        eps = F.random.normal(shape=(mu.shape[0], self._num_samples, self._horizon))
        return F.broadcast_add(F.expand_dims(mu, axis=1), eps)
