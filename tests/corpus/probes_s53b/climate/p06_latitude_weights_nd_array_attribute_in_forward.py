"""Latitude weighting with the weights kept as a python list and turned into `mx.nd.array(self.lat_weights)` inside the forward, reshaped and `broadcast_mul`-ed with the traced field."""
import math

import mxnet as mx
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 4, 8)]


class WeightedPool(HybridBlock):
    def __init__(self, n_lat=4, **kwargs):
        super().__init__(**kwargs)
        self.lat_weights = [math.cos(math.radians(-67.5 + 45 * i)) for i in range(n_lat)]
        with self.name_scope():
            self.fc = nn.Dense(2)

    def hybrid_forward(self, F, x):
        w = mx.nd.array(self.lat_weights).reshape((1, 1, -1, 1))
        return self.fc(F.sum(F.broadcast_mul(x, w), axis=(2, 3)))


Net = WeightedPool
