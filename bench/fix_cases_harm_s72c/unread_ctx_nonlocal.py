"""attack (unread attribute, HYB001): the dtype read by a nested function through `nonlocal`."""
import numpy as np
from mxnet.gluon import nn

INPUTS = [(2, 3)]


class Net(nn.HybridBlock):
    def hybrid_forward(self, F, x):
        dt = np.float16

        def scale(v):
            nonlocal dt
            return F.cast(F.cast(v, dt), 'float32')
        dt = x.dtype
        return scale(x / 3)
