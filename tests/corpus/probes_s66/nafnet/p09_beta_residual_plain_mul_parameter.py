"""A NAFBlock whose `beta` residual scale, a (1, C, 1, 1) Parameter, multiplies the (N, C, H, W) branch output
with a plain `*` (broadcasts eagerly; the traced elementwise product needs equal shapes)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 6, 6)]


class PlainBeta(HybridBlock):
    def __init__(self, c=4, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.branch = nn.Conv2D(c, 3, padding=1, in_channels=c)
            self.beta = self.params.get("beta", shape=(1, c, 1, 1), init="ones")

    def hybrid_forward(self, F, inp, beta):
        y = self.branch(inp)
        return inp + y * beta


Net = PlainBeta
