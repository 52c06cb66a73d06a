"""Transformer-XL/Conformer's relative shift: `b, h, t, n = x.shape` (n = 2t - 1), a zero column `F.zeros((b, h, t, 1))` concatenated on the left, the result viewed as `(b, h, n + 1, t)`, its first row dropped, viewed back as `(b, h, t, n)` and cut to `[:, :, :, :n // 2 + 1]`."""
from mxnet.gluon import nn


INPUTS = [(2, 2, 3, 5)]


class Net(nn.HybridBlock):
    def hybrid_forward(self, F, x):
        b, h, t, n = x.shape
        zero_pad = F.zeros((b, h, t, 1))
        x_padded = F.concat(zero_pad, x, dim=-1)
        x_padded = x_padded.reshape((b, h, n + 1, t))
        x = x_padded[:, :, 1:].reshape((b, h, t, n))[:, :, :, :n // 2 + 1]
        return F.softmax(x, axis=-1)
