"""A python loop index shifted and scaled by a python-number attribute as `F.arange`'s start (a number
is what arange takes), then tested in an `if`: the index is a python int, not an array."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 4)]


class Net(HybridBlock):
    def __init__(self, depth=3, stride=2, **kwargs):
        super().__init__(**kwargs)
        self.depth = depth
        self.stride = stride

    def hybrid_forward(self, F, x):
        out = x
        for i in range(self.depth):
            ramp = F.arange((i + 1) * self.stride, (i + 1) * self.stride + 4)
            if i > 0:
                ramp = ramp * 0.5
            out = F.broadcast_add(out, F.reshape(ramp, shape=(1, -1)))
        return out
