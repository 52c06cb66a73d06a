"""Illegal: a helper that only reads its `**kw` multiplies the width-3 `s` by a width-1 `g`."""
from mxnet.gluon import HybridBlock

INPUTS = [(5, 8)]


def scaled(F, s, **kw):
    out = s * kw["g"]
    return out + kw.get("b")


class Net(HybridBlock):
    def hybrid_forward(self, F, x):
        return scaled(F, x.slice_axis(axis=1, begin=1, end=4), g=x.slice_axis(axis=1, begin=0, end=1),
                      b=x.slice_axis(axis=1, begin=4, end=7))
