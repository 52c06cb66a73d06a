"""Horvitz-Thompson ATE estimate inside the block: inverse-propensity weighted outcomes summed and divided by `x.shape[0]`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(6, 5), (6,), (6,)]


class IPWEstimate(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.propensity = nn.Dense(1)

    def hybrid_forward(self, F, x, t, y):
        e = F.clip(F.sigmoid(self.propensity(x)).reshape((-1,)), 0.05, 0.95)
        t = t > 0
        ate = F.sum(t * y / e - (1 - t) * y / (1 - e)) / x.shape[0]
        return ate


Net = IPWEstimate
