"""2-D Poisson residual: the predicted field (B, 1, H, W) gets its 5-point Laplacian by `F.Convolution` with a constant 3x3 stencil (a `get_constant`), the source term is subtracted, and the interior mask from the python grid is applied with `broadcast_mul`."""
import numpy as np
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 1, 6, 6), (2, 1, 6, 6)]


class Net(HybridBlock):
    def __init__(self, size=6, **kwargs):
        super().__init__(**kwargs)
        h2 = (1.0 / (size - 1)) ** 2
        stencil = np.array([[0, 1, 0], [1, -4, 1], [0, 1, 0]], "float32").reshape(1, 1, 3, 3) / h2
        interior = np.zeros((1, 1, size, size), "float32")
        interior[:, :, 1:-1, 1:-1] = 1.0
        with self.name_scope():
            self.stencil = self.params.get_constant("stencil", stencil)
            self.interior = self.params.get_constant("interior", interior)
            self.net = nn.Conv2D(1, 3, padding=1, in_channels=1)

    def hybrid_forward(self, F, x, source, stencil, interior):
        u = F.tanh(self.net(x))
        lap = F.Convolution(u, stencil, kernel=(3, 3), pad=(1, 1), num_filter=1, no_bias=True)
        residual = F.broadcast_mul(lap - source, interior)
        return u, F.mean(F.square(residual), axis=(1, 2, 3))
