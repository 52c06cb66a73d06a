"""Volume rendering: densities and colours from a field over (N, S, 3) samples, `alpha = 1 - exp(-sigma * delta)`, exclusive transmittance `exp(-cumsum)` shifted by a zero column (`concat` of `zeros_like` of the first column), weights and the composited colour by `broadcast_mul` + `sum` over samples."""
import numpy as np
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 3), (4, 3)]


class VolumeRenderer(HybridBlock):
    def __init__(self, near=2.0, far=6.0, num_samples=8, **kwargs):
        super().__init__(**kwargs)
        t = np.linspace(near, far, num_samples).astype("float32")
        delta = np.append(np.diff(t), 1e10).astype("float32")
        with self.name_scope():
            self.t_vals = self.params.get_constant("t_vals", t)
            self.delta = self.params.get_constant("delta", delta)
            self.field = nn.Dense(4, flatten=False, in_units=3)

    def hybrid_forward(self, F, rays_o, rays_d, t_vals, delta):
        pts = F.broadcast_add(rays_o.expand_dims(1), F.broadcast_mul(rays_d.expand_dims(1), t_vals.reshape((1, -1, 1))))
        raw = self.field(pts)
        sigma = F.relu(F.slice_axis(raw, axis=-1, begin=3, end=4)).reshape((0, -1))      # (N, S)
        rgb = F.sigmoid(F.slice_axis(raw, axis=-1, begin=0, end=3))                      # (N, S, 3)
        tau = F.broadcast_mul(sigma, delta.reshape((1, -1)))
        alpha = 1 - F.exp(-tau)
        acc = F.cumsum(tau, axis=1)
        acc = F.concat(F.zeros_like(F.slice_axis(acc, axis=1, begin=0, end=1)),
                       F.slice_axis(acc, axis=1, begin=0, end=-1), dim=1)
        weights = alpha * F.exp(-acc)
        return F.sum(F.broadcast_mul(weights.expand_dims(-1), rgb), axis=1), weights


Net = VolumeRenderer
