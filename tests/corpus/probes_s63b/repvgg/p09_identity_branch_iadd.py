"""RepVGG block that accumulates its branches in place: `out = self.rbr_dense(x)`, `out += self.rbr_1x1(x)`, `out += self.rbr_identity(x)`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 6, 6)]


class InPlaceRepVGG(HybridBlock):
    def __init__(self, channels=4, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.rbr_dense = nn.Conv2D(channels, 3, padding=1, use_bias=False)
            self.rbr_1x1 = nn.Conv2D(channels, 1, use_bias=False)
            self.rbr_identity = nn.BatchNorm()

    def hybrid_forward(self, F, x):
        out = self.rbr_dense(x)
        out += self.rbr_1x1(x)
        out += self.rbr_identity(x)
        return F.relu(out)


Net = InPlaceRepVGG
