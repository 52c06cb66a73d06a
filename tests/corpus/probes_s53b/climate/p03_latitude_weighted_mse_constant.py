"""Latitude-weighted MSE (WeatherBench): `cos(lat)` weights normalised to mean one in `__init__`, held as a (1, 1, H, 1) `params.get_constant`, applied by `broadcast_mul` to the squared error."""
import numpy as np
from mxnet.gluon import HybridBlock

INPUTS = [(2, 3, 4, 8), (2, 3, 4, 8)]


class LatWeightedMSE(HybridBlock):
    def __init__(self, n_lat=4, **kwargs):
        super().__init__(**kwargs)
        lat = np.linspace(-90 + 90 / n_lat, 90 - 90 / n_lat, n_lat)
        w = np.cos(np.deg2rad(lat))
        with self.name_scope():
            self.weights = self.params.get_constant("weights", (w / w.mean()).reshape(1, 1, n_lat, 1))

    def hybrid_forward(self, F, pred, target, weights):
        return F.mean(F.broadcast_mul(F.square(pred - target), weights))


Net = LatWeightedMSE
