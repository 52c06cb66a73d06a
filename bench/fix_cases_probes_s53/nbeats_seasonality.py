"""N-BEATS seasonality block: theta split in halves by its own width, the halves weighting cosine and sine harmonics of F.arange."""
import numpy as np
from mxnet.gluon import nn


INPUTS = [(2, 8)]


class Net(nn.HybridBlock):
    def __init__(self, forecast=5, harmonics=3, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.forecast, self.harmonics = forecast, harmonics
        with self.name_scope():
            self.theta = nn.Dense(2 * harmonics, in_units=8, use_bias=False)

    def hybrid_forward(self, F, x):
        theta = self.theta(x)
        p = theta.shape[1] // 2
        t = F.arange(self.forecast) / self.forecast
        i = F.arange(p).reshape((-1, 1))
        cos = F.cos(2 * np.pi * F.broadcast_mul(i, t.reshape((1, -1))))
        sin = F.sin(2 * np.pi * F.broadcast_mul(i, t.reshape((1, -1))))
        return F.dot(theta[:, :p], cos) + F.dot(theta[:, p:], sin)
