"""Bilinear pooling of two feature maps (B-CNN): both flattened over the pixels from their shapes, the outer product averaged by the pixel count, signed square root and l2 normalisation."""
from mxnet.gluon import nn


INPUTS = [(2, 3, 4, 4), (2, 2, 4, 4)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super(Net, self).__init__(**kwargs)

    def hybrid_forward(self, F, a, b):
        n, c1, h, w = a.shape
        c2 = b.shape[1]
        a = a.reshape((n, c1, h * w))
        b = b.reshape((n, c2, h * w))
        phi = F.batch_dot(a, b, transpose_b=True) / (h * w)
        phi = phi.reshape((n, c1 * c2))
        phi = F.sign(phi) * F.sqrt(F.abs(phi) + 1e-10)
        return F.L2Normalization(phi)
