"""RepVGG block switched by a python `deploy` flag from the constructor: in deploy mode a single 3x3 conv with bias (`rbr_reparam`) replaces the three branches; `hybrid_forward` branches on `self.deploy` only."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 6, 6)]


class SwitchableRepVGGBlock(HybridBlock):
    def __init__(self, channels=4, deploy=True, **kwargs):
        super().__init__(**kwargs)
        self.deploy = deploy
        with self.name_scope():
            if deploy:
                self.rbr_reparam = nn.Conv2D(channels, 3, 1, 1, use_bias=True)
            else:
                self.rbr_dense = nn.Conv2D(channels, 3, 1, 1, use_bias=False)
                self.rbr_1x1 = nn.Conv2D(channels, 1, 1, 0, use_bias=False)

    def hybrid_forward(self, F, x):
        if self.deploy:
            return F.relu(self.rbr_reparam(x))
        return F.relu(self.rbr_dense(x) + self.rbr_1x1(x) + x)


Net = SwitchableRepVGGBlock
