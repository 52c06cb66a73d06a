"""Illegal: the helper's second call passes a width-1 `g` beside a width-2 `s`."""
from mxnet.gluon import HybridBlock

INPUTS = [(5, 8)]


def scaled(F, s, **kw):
    return (s * kw["g"]).sum(axis=1)


class Net(HybridBlock):
    def hybrid_forward(self, F, x):
        a = scaled(F, x.slice_axis(axis=1, begin=1, end=4), g=x.slice_axis(axis=1, begin=4, end=7))
        b = scaled(F, x.slice_axis(axis=1, begin=0, end=2), g=x.slice_axis(axis=1, begin=6, end=7))
        return a + b
