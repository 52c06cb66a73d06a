"""Optional tensors gathered into a dict and splatted into a helper as keywords; the helper indexes rows."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 3), (2, 3)]


def _combine(F, x, offset=None, scale=None):
    if offset is not None:
        x = x + offset[0]
    return x


class Net(HybridBlock):
    def hybrid_forward(self, F, x, off):
        extras = {"offset": off}
        return _combine(F, x, **extras)
