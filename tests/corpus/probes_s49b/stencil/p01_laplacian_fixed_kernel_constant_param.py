"""Five-point Laplacian as a fixed convolution: the stencil `[[0, 1, 0], [1, -4, 1], [0, 1, 0]] / h**2` held as a constant Parameter (`get_constant`) and applied with `F.Convolution(u, kernel, no_bias=True, pad=(1, 1))`; the grid spacing a constructor argument."""
import numpy as np
from mxnet.gluon import HybridBlock

INPUTS = [(2, 1, 8, 8)]


class Net(HybridBlock):
    def __init__(self, spacing=0.5, **kwargs):
        super().__init__(**kwargs)
        stencil = np.array([[0, 1, 0], [1, -4, 1], [0, 1, 0]], dtype="float32") / spacing ** 2
        with self.name_scope():
            self.stencil = self.params.get_constant("stencil", stencil.reshape(1, 1, 3, 3))

    def hybrid_forward(self, F, u, stencil):
        return F.Convolution(u, stencil, kernel=(3, 3), pad=(1, 1), num_filter=1, no_bias=True)
