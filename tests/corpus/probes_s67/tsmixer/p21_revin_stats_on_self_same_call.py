"""RevIN as in the reference module: `_normalize` stores the statistics on `self` (`self.mean`, `self.stdev`)
and `_denormalize`, later in the same `hybrid_forward`, reads them back -- both ends of one traced graph."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 3)]


class StatefulRevIN(HybridBlock):
    def __init__(self, horizon=4, eps=1e-5, **kwargs):
        super().__init__(**kwargs)
        self.eps = eps
        with self.name_scope():
            self.time = nn.Dense(8, flatten=False, activation="relu")
            self.proj = nn.Dense(horizon, flatten=False)

    def _normalize(self, F, x):
        self.mean = F.mean(x, axis=1, keepdims=True)
        self.stdev = F.sqrt(F.mean(F.square(F.broadcast_sub(x, self.mean)), axis=1, keepdims=True) + self.eps)
        return F.broadcast_div(F.broadcast_sub(x, self.mean), self.stdev)

    def _denormalize(self, F, y):
        return F.broadcast_add(F.broadcast_mul(y, self.stdev), self.mean)

    def hybrid_forward(self, F, x):
        x = self._normalize(F, x)
        x = x + self.time(x.transpose((0, 2, 1))).transpose((0, 2, 1))
        return self._denormalize(F, self.proj(x.transpose((0, 2, 1))).transpose((0, 2, 1)))


Net = StatefulRevIN
