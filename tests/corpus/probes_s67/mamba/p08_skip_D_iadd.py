"""The D skip connection of the SSM output accumulated in place, `y += x * D`, D a (d_inner,) Parameter
spread by `broadcast_mul`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 4)]


class IaddSkip(HybridBlock):
    def __init__(self, d_inner=4, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.ssm = nn.Dense(d_inner, flatten=False)
            self.D = self.params.get("D", shape=(d_inner,))

    def hybrid_forward(self, F, x, D):
        y = self.ssm(x)
        y += F.broadcast_mul(x, D.reshape((1, 1, -1)))
        return y


Net = IaddSkip
