"""The same in a while loop whose test reads the sum."""
import mxnet as mx
from mxnet.gluon import nn

INPUTS = [(2, 4)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)


    def hybrid_forward(self, F, x):
        y = None
        i = 0
        while i < 3:
            z = F.relu(x) * (i + 1)
            if y is None:
                y = z
            else:
                y += z
            i += 1
        return y
