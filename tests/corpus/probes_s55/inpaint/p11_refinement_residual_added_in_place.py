"""Refinement stage adding its residual in place: `out = self.body(x); out += self.skip(x)`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 6, 6)]


class RefineBlock(HybridBlock):
    def __init__(self, channels=4, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.body = nn.HybridSequential()
            self.body.add(nn.Conv2D(channels, 3, padding=2, dilation=2, in_channels=4), nn.Activation("relu"))
            self.skip = nn.Conv2D(channels, 1, in_channels=4)

    def hybrid_forward(self, F, x):
        out = self.body(x)
        out += self.skip(x)
        return F.relu(out)


Net = RefineBlock
