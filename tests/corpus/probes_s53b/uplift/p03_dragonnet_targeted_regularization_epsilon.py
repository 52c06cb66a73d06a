"""DragonNet: outcome heads and a propensity head on a shared trunk, targeted regularisation with an epsilon Parameter broadcast over the batch by `broadcast_mul`, the clever covariate `t / g - (1 - t) / (1 - g)` on (N, 1) columns throughout."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(6, 5), (6,), (6,)]


class DragonNet(HybridBlock):
    def __init__(self, hidden=8, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.trunk = nn.Dense(hidden, activation="tanh")
            self.y0 = nn.Dense(1)
            self.y1 = nn.Dense(1)
            self.g = nn.Dense(1, activation="sigmoid")
            self.epsilon = self.params.get("epsilon", shape=(1, 1), init="zeros")

    def hybrid_forward(self, F, x, t, y, epsilon):
        z = self.trunk(x)
        y0, y1 = self.y0(z), self.y1(z)
        g = F.clip(self.g(z), 0.01, 0.99)
        t = (t > 0).reshape((-1, 1))
        y = y.reshape((-1, 1))
        y_pred = t * y1 + (1 - t) * y0
        h = t / g - (1 - t) / (1 - g)
        y_pert = y_pred + F.broadcast_mul(epsilon, h)
        return F.mean(F.square(y - y_pred)) + F.mean(F.square(y - y_pert))


Net = DragonNet
