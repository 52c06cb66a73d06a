"""EAST's geometry head fed SIREN-style coordinate channels: `n, _, h, w = x.shape`, a grid from numpy's linspace made an array by `nd.array`, tiled to the batch by `F.tile(grid, reps=(n, 1, 1, 1))`, sine-encoded with omega_0, concatenated, and the angle channel added to the distances' mean (a `(B, 1, H, W)` plus a `(B, 4, H, W)`)."""
import numpy as np
import mxnet as mx
from mxnet.gluon import nn


INPUTS = [(2, 3, 4, 4)]


class Net(nn.HybridBlock):
    def __init__(self, c=3, omega_0=5.0, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.omega_0 = omega_0
        with self.name_scope():
            self.geo = nn.Conv2D(4, 1, in_channels=c + 2)
            self.angle = nn.Conv2D(1, 1, in_channels=c + 2)

    def hybrid_forward(self, F, x):
        n, _, h, w = x.shape
        ys, xs = np.meshgrid(np.linspace(-1, 1, h), np.linspace(-1, 1, w), indexing='ij')
        grid = mx.nd.array(np.stack([ys, xs])[None])
        grid = F.sin(self.omega_0 * F.tile(grid, reps=(n, 1, 1, 1)))
        feat = F.concat(x, grid, dim=1)
        geo = F.relu(self.geo(feat))
        angle = F.tanh(self.angle(feat))
        return geo + angle
