"""Blind denoising with a noise estimate: sigma from the median absolute deviation of the image's finest differences computed in numpy on `.asnumpy()`, and a python `if` choosing a stronger shrinkage when the estimate is high."""
import numpy as np
from mxnet.gluon import nn


INPUTS = [(2, 1, 4, 4)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.conv = nn.Conv2D(1, 3, padding=1, in_channels=1)

    def hybrid_forward(self, F, x):
        d = x[:, :, :, 1:] - x[:, :, :, :-1]
        sigma = float(np.median(np.abs(d.asnumpy()))) / 0.6745
        if sigma > 0.5:
            x = x * 0.5
        return x - self.conv(x)
