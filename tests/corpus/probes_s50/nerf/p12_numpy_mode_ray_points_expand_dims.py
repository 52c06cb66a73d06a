"""NeRF in numpy mode written the way numpy-mode symbols accept: rays split by basic slices `rays[:, :3]` / `rays[:, 3:]`, new axes by `F.np.expand_dims` (not `None` subscripts), densities taken by the integer index `[:, :, 3]` (numpy-mode symbols take no `...` or `None`) and alpha-composited with `F.np.cumsum`."""
import numpy as onp
from mxnet import npx
from mxnet.gluon import HybridBlock, nn
from mxnet.util import use_np

npx.set_np()

INPUTS = [(4, 6)]


@use_np
class Net(HybridBlock):
    def __init__(self, num_samples=5, near=2.0, far=6.0, **kwargs):
        super().__init__(**kwargs)
        t = onp.linspace(near, far, num_samples).astype("float32")
        with self.name_scope():
            self.t_vals = self.params.get_constant("t_vals", t.reshape(1, -1, 1))
            self.field = nn.Dense(4, flatten=False, in_units=3)

    def hybrid_forward(self, F, rays, t_vals):
        origins, dirs = rays[:, :3], rays[:, 3:]
        pts = F.np.expand_dims(origins, 1) + F.np.expand_dims(dirs, 1) * t_vals      # (N, S, 3)
        raw = self.field(pts)
        tau = F.npx.relu(raw[:, :, 3]) * 0.5
        alpha = 1 - F.np.exp(-tau)
        trans = F.np.exp(-(F.np.cumsum(tau, axis=1) - tau))
        weights = alpha * trans
        rgb = F.npx.sigmoid(raw[:, :, :3])
        return (F.np.expand_dims(weights, -1) * rgb).sum(axis=1)
