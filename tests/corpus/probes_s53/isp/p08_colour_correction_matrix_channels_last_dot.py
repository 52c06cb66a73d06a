"""Colour correction matrix: a (3, 3) Parameter applied per pixel by moving channels last (`transpose(axes=(0, 2, 3, 1))`), `F.dot(x, ccm, transpose_b=True)`, and back."""
from mxnet import init
from mxnet.gluon import HybridBlock

INPUTS = [(2, 3, 4, 4)]


class ColourMatrix(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.ccm = self.params.get("ccm", shape=(3, 3), init=init.Uniform(0.5))

    def hybrid_forward(self, F, rgb, ccm):
        x = F.transpose(rgb, axes=(0, 2, 3, 1))
        y = F.dot(x, ccm, transpose_b=True)
        return F.transpose(y, axes=(0, 3, 1, 2))


Net = ColourMatrix
