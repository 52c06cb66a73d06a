"""A SIREN fitted to an image: the coordinate grid built from the image size (`H, W = img.shape[2:]`, numpy's linspace and meshgrid, `nd.array(grid)`), sine layers `sin(omega_0 * Wx + b)`, and the prediction viewed as `(1, 3, H, W)` and broadcast to the batch by `broadcast_to((img.shape[0], 3, H, W))`."""
import numpy as np
import mxnet as mx
from mxnet.gluon import nn


INPUTS = [(2, 3, 4, 5)]


class Net(nn.HybridBlock):
    def __init__(self, hidden=8, omega_0=30.0, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.omega_0 = omega_0
        with self.name_scope():
            self.l1 = nn.Dense(hidden, in_units=2)
            self.l2 = nn.Dense(hidden, in_units=hidden)
            self.out = nn.Dense(3, in_units=hidden)

    def hybrid_forward(self, F, img):
        H, W = img.shape[2:]
        ys, xs = np.meshgrid(np.linspace(-1, 1, H), np.linspace(-1, 1, W), indexing='ij')
        coords = mx.nd.array(np.stack([ys, xs], -1).reshape(-1, 2))
        h = F.sin(self.omega_0 * self.l1(coords))
        h = F.sin(self.omega_0 * self.l2(h))
        pred = self.out(h).transpose().reshape((1, 3, H, W))
        return F.broadcast_to(pred, shape=(img.shape[0], 3, H, W)) - img
