"""Legal: the helper overwrites `kw["g"]` (width 1 at the call) by a broadcast to s before the product."""
from mxnet.gluon import HybridBlock

INPUTS = [(5, 8)]


def scaled(F, s, **kw):
    kw["g"] = F.broadcast_like(kw["g"], s)
    return s * kw["g"]


class Net(HybridBlock):
    def hybrid_forward(self, F, x):
        return scaled(F, x.slice_axis(axis=1, begin=1, end=4), g=x.slice_axis(axis=1, begin=0, end=1))
