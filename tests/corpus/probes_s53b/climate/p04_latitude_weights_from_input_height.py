"""Latitude-weighted RMSE whose weights are built in the forward for whatever grid comes in: `n_lat = pred.shape[2]`, cell-centre latitudes from `F.arange(n_lat)`, `cos` normalised to mean one."""
import math

from mxnet.gluon import HybridBlock

INPUTS = [(2, 3, 4, 8), (2, 3, 4, 8)]


class LatWeightedRMSE(HybridBlock):
    def hybrid_forward(self, F, pred, target):
        n_lat = pred.shape[2]
        lat = (F.arange(n_lat) + 0.5) * (math.pi / n_lat) - math.pi / 2
        w = F.cos(lat)
        w = F.broadcast_div(w, F.mean(w)).reshape((1, 1, -1, 1))
        return F.sqrt(F.mean(F.broadcast_mul(F.square(pred - target), w), axis=(2, 3)))


Net = LatWeightedRMSE
