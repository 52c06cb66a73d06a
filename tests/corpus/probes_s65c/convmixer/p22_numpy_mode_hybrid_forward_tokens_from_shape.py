"""Numpy-mode ConvMixer token view in a `hybrid_forward` (`npx.set_np()`): `n, c, h, w = y.shape` of the embedded map to reshape it to (N, C, H*W) before `F.np.transpose`."""
from mxnet import npx
from mxnet.gluon import HybridBlock, nn

npx.set_np()

INPUTS = [(2, 3, 8, 8)]


class NumpyShapeTokens(HybridBlock):
    def __init__(self, dim=4, patch=2, **kwargs):
        super().__init__(**kwargs)
        self.embed = nn.Conv2D(dim, patch, strides=patch, in_channels=3)

    def hybrid_forward(self, F, x):
        y = F.npx.leaky_relu(self.embed(x), act_type="gelu")
        n, c, h, w = y.shape
        return F.np.transpose(y.reshape(n, c, h * w), (0, 2, 1))


Net = NumpyShapeTokens
