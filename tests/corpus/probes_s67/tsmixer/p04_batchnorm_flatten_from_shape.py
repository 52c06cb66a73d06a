"""Batch norm over the flattened view written with sizes read from the input,
`x.reshape((-1, x.shape[1] * x.shape[2]))`, and folded back the same way."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 3)]


class ShapeFlatten(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.norm = nn.BatchNorm()

    def hybrid_forward(self, F, x):
        L, C = x.shape[1], x.shape[2]
        return self.norm(x.reshape((-1, L * C))).reshape((-1, L, C))


Net = ShapeFlatten
