"""p02 with the scale taken the Gluon way: the Parameter reaches hybrid_forward as a keyword named after
the attribute it was stored on (`weight`), not after its own name ('scale'), caught by `**kwargs`."""
import mxnet as mx
from mxnet.gluon import nn

INPUTS = [(2, 3, 4, 4)]


class NormScale(nn.HybridBlock):
    def __init__(self, channels=3, scale=20.0, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.weight = self.params.get('scale', shape=(1, channels, 1, 1),
                                          init=mx.init.Constant(scale))

    def hybrid_forward(self, F, x, *args, **kwargs):
        x = F.L2Normalization(x, mode="channel")
        return F.broadcast_mul(lhs=x, rhs=kwargs['weight'])



class Head(nn.HybridBlock):
    """The SSD head that holds the scale as a child (as the original's `self.normscale`)."""
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self.conv = nn.Conv2D(3, 1)
        self.normscale = NormScale()

    def hybrid_forward(self, F, x):
        return self.normscale(self.conv(x))


Net = Head
