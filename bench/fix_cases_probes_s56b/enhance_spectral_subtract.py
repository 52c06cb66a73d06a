"""Spectral subtraction: the noise spectrum estimated from the leading frames with keepdims, over-subtracted from the (N, F, T) magnitude with a spectral floor, the gain applied to the noisy magnitude."""
from mxnet.gluon import nn


INPUTS = [(2, 6, 8)]


class Net(nn.HybridBlock):
    def __init__(self, init_frames=3, alpha=2.0, beta=0.02, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.init_frames, self.alpha, self.beta = init_frames, alpha, beta

    def hybrid_forward(self, F, spec):
        mag = F.abs(spec) + 1e-3
        noise = mag[:, :, :self.init_frames].mean(axis=2, keepdims=True)
        sub = F.maximum(mag - self.alpha * noise, self.beta * mag)
        gain = sub / mag
        return gain * mag
