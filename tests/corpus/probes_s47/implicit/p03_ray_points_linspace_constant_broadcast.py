"""Sample points along rays: depths t from a python `linspace` held as a constant Parameter, points o + t d by broadcast ops over (N, S, 3)."""
import mxnet as mx
import numpy as np
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 3), (4, 3)]


class RaySampler(HybridBlock):
    def __init__(self, near=0.5, far=2.0, samples=6, **kwargs):
        super().__init__(**kwargs)
        t = np.linspace(near, far, samples).astype("float32").reshape(1, samples, 1)
        with self.name_scope():
            self.t_vals = self.params.get_constant("t_vals", mx.nd.array(t))

    def hybrid_forward(self, F, origins, directions, t_vals):
        return F.broadcast_add(origins.expand_dims(1), F.broadcast_mul(directions.expand_dims(1), t_vals))


class Net(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.sampler = RaySampler()
            self.field = nn.Dense(4, flatten=False, in_units=3)

    def hybrid_forward(self, F, o, d):
        return self.field(self.sampler(o, d))
