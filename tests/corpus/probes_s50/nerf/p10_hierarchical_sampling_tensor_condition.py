"""Hierarchical sampling guarded by the data: fine samples are only drawn `if F.sum(weights) > 0`, a tensor in an `if`."""
import numpy as np
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 6)]


class Net(HybridBlock):
    def __init__(self, num_coarse=6, num_fine=4, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.t_vals = self.params.get_constant("t_vals", np.linspace(2.0, 6.0, num_coarse).astype("float32"))
            self.u = self.params.get_constant("u", np.linspace(0.05, 0.95, num_fine).astype("float32"))
            self.head = nn.Dense(3, in_units=num_coarse + num_fine)

    def hybrid_forward(self, F, coarse_logits, t_vals, u):
        weights = F.relu(coarse_logits)
        depths = F.broadcast_like(t_vals.reshape((1, -1)), weights)
        if F.sum(weights) > 0:
            cdf = F.cumsum(weights, axis=1) / (F.sum(weights, axis=1, keepdims=True) + 1e-5)
        else:
            cdf = F.ones_like(weights)
        below = F.broadcast_lesser(cdf.expand_dims(1), u.reshape((1, -1, 1)))
        fine = F.pick(F.broadcast_like(depths.expand_dims(1), below), F.clip(F.sum(below, axis=-1), 0, 5), axis=-1)
        return self.head(F.concat(depths, fine, dim=1))
