"""DDIM update in a sampler block: the whole batch shares one timestep, read as a python int by `t[0].asscalar()` to index the python list of alpha_bar values."""
import numpy as np
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 6), (4,)]


class Net(HybridBlock):
    def __init__(self, units=6, timesteps=20, **kwargs):
        super().__init__(**kwargs)
        self.timesteps = timesteps
        self.alpha_bar = list(np.cumprod(1.0 - np.linspace(1e-4, 0.02, timesteps)))
        with self.name_scope():
            self.eps_model = nn.Dense(units, in_units=units)

    def hybrid_forward(self, F, x_t, t):
        step = int(F.clip(F.floor((t + 1) * 10), 0, self.timesteps - 2)[0].asscalar())
        a_t, a_prev = self.alpha_bar[step + 1], self.alpha_bar[step]
        eps = self.eps_model(x_t)
        x0 = (x_t - (1 - a_t) ** 0.5 * eps) / a_t ** 0.5
        return a_prev ** 0.5 * x0 + (1 - a_prev) ** 0.5 * eps
