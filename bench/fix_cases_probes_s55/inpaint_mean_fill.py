"""Hole filling by the per-channel mean of the valid pixels: the image unpacked into n, c, h, w, the mean reshaped and broadcast back to the image, the (N, 1, H, W) hole mask multiplied into the 3-channel image."""
from mxnet.gluon import nn


INPUTS = [(2, 3, 5, 5), (2, 1, 5, 5)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super(Net, self).__init__(**kwargs)

    def hybrid_forward(self, F, img, mask):
        m = mask > 0
        n, c, h, w = img.shape
        valid = img * m
        mean = valid.sum(axis=(2, 3)) / (m.sum(axis=(2, 3)) + 1)
        fill = mean.reshape((n, c, 1, 1)).broadcast_to((n, c, h, w))
        return F.where(m.broadcast_to((n, c, h, w)), img, fill)
