"""Forward diffusion q(x_t | x_0): the cumulative alphas of a linear beta schedule gathered at each sample's timestep."""
import mxnet as mx
import numpy as np
from mxnet.gluon import nn


INPUTS = [(3, 2, 4, 4), (3, 2, 4, 4), (3,)]


class Net(nn.HybridBlock):
    def __init__(self, steps=50, beta_start=1e-4, beta_end=0.02, **kwargs):
        super(Net, self).__init__(**kwargs)
        self._steps = steps
        self._betas = np.linspace(beta_start, beta_end, steps)

    def hybrid_forward(self, F, x0, noise, t):
        alphas_bar = mx.nd.array(np.cumprod(1.0 - self._betas))
        step = F.clip(F.floor((t + 1) * 0.5 * self._steps), 0, self._steps - 1)
        a = F.take(alphas_bar, step).reshape((x0.shape[0], 1, 1, 1))
        return F.broadcast_mul(F.sqrt(a), x0) + F.broadcast_mul(F.sqrt(1 - a), noise)
