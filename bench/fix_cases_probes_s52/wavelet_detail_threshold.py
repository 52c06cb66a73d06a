"""Wavelet denoising: the detail coefficients of the last level soft-thresholded at a level estimated from their median-free spread."""
from mxnet.gluon import nn


INPUTS = [(2, 8)]


class Net(nn.HybridBlock):
    def __init__(self, scale=0.5, **kwargs):
        super(Net, self).__init__(**kwargs)
        self._scale = scale

    def hybrid_forward(self, F, x):
        approx = (x[:, ::2] + x[:, 1::2]) * 0.5
        detail = (x[:, ::2] - x[:, 1::2]) * 0.5
        thr = detail.abs().mean(axis=1, keepdims=True) * self._scale
        shrunk = F.sign(detail) * F.relu(detail.abs() - thr)
        return F.concat(approx, shrunk, dim=1)
