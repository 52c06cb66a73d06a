"""SimpleGate written as the channel halves `x[:, :c]` and `x[:, c:]` of the (N, 2C, H, W) input with `c` from
the constructor (legacy subscripts of a tensor: a symbol takes only an output index), then a 1x1 conv."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 6, 6)]


class SubscriptGate(HybridBlock):
    def __init__(self, c=4, **kwargs):
        super().__init__(**kwargs)
        self.c = c
        with self.name_scope():
            self.conv3 = nn.Conv2D(c, 1, in_channels=c)

    def hybrid_forward(self, F, x):
        gated = x[:, :self.c] * x[:, self.c:]
        return self.conv3(gated)


Net = SubscriptGate
