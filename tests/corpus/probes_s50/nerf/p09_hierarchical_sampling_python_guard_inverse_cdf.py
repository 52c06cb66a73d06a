"""Hierarchical sampling: when the constructor asks for importance samples (a python-valued `if`), the coarse weights become a CDF by `F.cumsum`, and deterministic fine positions are placed by counting the bins below each uniform with `broadcast_lesser`; the fine depths are gathered by `pick`."""
import numpy as np
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 6)]


class Net(HybridBlock):
    def __init__(self, num_coarse=6, num_fine=4, near=2.0, far=6.0, **kwargs):
        super().__init__(**kwargs)
        self.num_fine = num_fine
        with self.name_scope():
            self.t_vals = self.params.get_constant("t_vals", np.linspace(near, far, num_coarse).astype("float32"))
            self.u = self.params.get_constant("u", np.linspace(0.05, 0.95, max(num_fine, 1)).astype("float32"))
            self.head = nn.Dense(3, in_units=num_coarse + num_fine)

    def hybrid_forward(self, F, coarse_logits, t_vals, u):
        weights = F.softmax(coarse_logits, axis=1)
        depths = F.broadcast_like(t_vals.reshape((1, -1)), weights)
        if self.num_fine > 0:
            cdf = F.cumsum(weights, axis=1)                                     # (N, S)
            below = F.broadcast_lesser(cdf.expand_dims(1), u.reshape((1, -1, 1)))  # (N, F, S)
            idx = F.clip(F.sum(below, axis=-1), 0, 5)                           # (N, F)
            fine = F.pick(F.broadcast_like(depths.expand_dims(1), below), idx, axis=-1)
            depths = F.sort(F.concat(depths, fine, dim=1), axis=1)
        return self.head(depths)
