"""attack (unread attribute, HYB001): the dtype read back from `inspect.currentframe().f_locals` by
name."""
import inspect

from mxnet.gluon import nn

INPUTS = [(2, 3)]


class Net(nn.HybridBlock):
    def hybrid_forward(self, F, x):
        dtype = x.dtype
        seen = inspect.currentframe().f_locals
        return x * (2 if 'dtype' in seen else 3)
