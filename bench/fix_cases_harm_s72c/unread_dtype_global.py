"""attack (unread attribute, HYB001): the dtype bound to a module global (`global` declaration) that a
module helper reads."""
from mxnet.gluon import nn

INPUTS = [(2, 3)]

dt = 'float16'


def _out_dtype():
    return dt


class Net(nn.HybridBlock):
    def hybrid_forward(self, F, x):
        global dt
        dt = x.dtype
        return F.cast(F.cast(x / 3, _out_dtype()), 'float32')
