"""A float16 mask handed to a child block whose shape sizes an arange (its dtype out of the child's sight)."""
from mxnet.gluon import nn

INPUTS = [(2, 3)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self.inner = Inner()

    def hybrid_forward(self, F, x):
        return self.inner(x, (x > 0).astype('float16'))


class Inner(nn.HybridBlock):
    def hybrid_forward(self, F, x, mask):
        pos = F.arange(mask.shape[1])
        return F.broadcast_add(x, pos.reshape((1, -1)))
