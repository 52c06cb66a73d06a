"""Temporal sampling for the slow pathway as PySlowFast writes it: frame indices from `np.linspace(0, T - 1, T // alpha)` on the clip's length, held as an nd.array and gathered with take along the time axis."""
import numpy as np
import mxnet as mx
from mxnet.gluon import nn


INPUTS = [(2, 3, 8, 4, 4)]


class Net(nn.HybridBlock):
    def __init__(self, alpha=4, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.alpha = alpha
        with self.name_scope():
            self.conv = nn.Conv3D(4, (1, 3, 3), padding=(0, 1, 1), in_channels=3)

    def hybrid_forward(self, F, frames):
        t = frames.shape[2]
        idx = mx.nd.array(np.linspace(0, t - 1, t // self.alpha).astype('int64'))
        slow = F.take(frames, idx, axis=2)
        return self.conv(slow)
