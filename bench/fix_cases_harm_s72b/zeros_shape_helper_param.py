"""attack (as zeros_shape_int32): a helper's `F.zeros(shape=t.shape)`, the caller handing an int32
tensor -- the helper's own code names no dtype of `t`."""
from mxnet.gluon import nn

INPUTS = [(2, 3)]


def blank(F, t):
    return F.zeros(shape=t.shape) + 0.25


class Net(nn.HybridBlock):
    def hybrid_forward(self, F, x):
        ids = (F.abs(x) * 4).astype('int32')
        return blank(F, ids) + x
