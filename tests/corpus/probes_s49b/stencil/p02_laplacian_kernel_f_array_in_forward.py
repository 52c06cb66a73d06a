"""Five-point Laplacian whose stencil is built in `hybrid_forward` from a python list with `F.array(...)` and then used as the convolution weight."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 1, 8, 8)]

LAPLACE = [[0.0, 1.0, 0.0], [1.0, -4.0, 1.0], [0.0, 1.0, 0.0]]


class Net(HybridBlock):
    def __init__(self, spacing=0.5, **kwargs):
        super().__init__(**kwargs)
        self.scale = 1.0 / spacing ** 2

    def hybrid_forward(self, F, u):
        kernel = F.array(LAPLACE).reshape((1, 1, 3, 3)) * self.scale
        return F.Convolution(u, kernel, kernel=(3, 3), pad=(1, 1), num_filter=1, no_bias=True)
