"""Volume rendering weights: alpha = 1 - exp(-sigma * delta), transmittance as exp of an exclusive cumulative sum of -sigma*delta (`F.cumsum`, shifted by a zero column from `zeros_like`), colours composited by weighted sums."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 6, 3), (4, 6)]


class VolumeRenderer(HybridBlock):
    def hybrid_forward(self, F, rgb_sigma, deltas):
        rgb = F.sigmoid(F.slice_axis(rgb_sigma, axis=2, begin=0, end=3))
        sigma = F.relu(F.slice_axis(rgb_sigma, axis=2, begin=3, end=4)).reshape((0, -1))     # (N, S)
        tau = sigma * F.abs(deltas)
        alpha = 1.0 - F.exp(-tau)
        first = F.zeros_like(F.slice_axis(tau, axis=1, begin=0, end=1))
        shifted = F.concat(first, F.slice_axis(tau, axis=1, begin=0, end=-1), dim=1)
        trans = F.exp(-F.cumsum(shifted, axis=1))
        weights = alpha * trans
        return F.sum(F.broadcast_mul(weights.expand_dims(2), rgb), axis=1), F.sum(weights, axis=1)


class Net(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.field = nn.Dense(4, flatten=False, in_units=3)
            self.render = VolumeRenderer()

    def hybrid_forward(self, F, pts, deltas):
        return self.render(self.field(pts), deltas)
