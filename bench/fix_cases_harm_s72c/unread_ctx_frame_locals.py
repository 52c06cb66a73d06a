"""attack (unread attribute, HYB001): the device read back through the frame's locals by a helper
(`sys._getframe(0).f_locals`)."""
import sys

from mxnet.gluon import nn

INPUTS = [(2, 3)]


class Net(nn.HybridBlock):
    def hybrid_forward(self, F, x):
        dt = x.dtype
        names = sorted(k for k in sys._getframe(0).f_locals if len(k) == 2)
        return x * len(names)
