"""FNet mixing whose DFT matrices (numpy arrays kept on the block) are made per call by `nd.array(self._cos)` inside `hybrid_forward` -- NDArrays in the traced graph."""
import numpy as np
from mxnet import nd
from mxnet.gluon import HybridBlock

INPUTS = [(2, 6, 4)]


class NdDFT(HybridBlock):
    def __init__(self, units=4, **kwargs):
        super(NdDFT, self).__init__(**kwargs)
        ang = 2 * np.pi * np.outer(np.arange(units), np.arange(units)) / units
        self._cos, self._sin = np.cos(ang).astype("float32"), np.sin(ang).astype("float32")

    def hybrid_forward(self, F, x):
        return F.dot(x, nd.array(self._cos)) - F.dot(x, nd.array(self._sin))


Net = NdDFT
