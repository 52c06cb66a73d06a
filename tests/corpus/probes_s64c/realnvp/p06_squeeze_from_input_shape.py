"""RealNVP squeeze ported from PyTorch: `n, c, h, w = x.shape` then `x.reshape((n, c, h // 2, 2, w // 2, 2))`, the transpose and `reshape((n, c * 4, h // 2, w // 2))`."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 1, 4, 4)]


class ShapeSqueeze(HybridBlock):
    def hybrid_forward(self, F, x):
        n, c, h, w = x.shape
        x = x.reshape((n, c, h // 2, 2, w // 2, 2)).transpose((0, 1, 3, 5, 2, 4))
        return x.reshape((n, c * 4, h // 2, w // 2))


Net = ShapeSqueeze
