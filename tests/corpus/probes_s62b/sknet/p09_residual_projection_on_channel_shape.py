"""SK bottleneck residual choosing its shortcut at call time: `if x.shape[1] != out.shape[1]: x = self.proj(x)` before `F.relu(out + x)`, the unit widening 8 to 16 channels."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 8, 8)]


class SKBottleneck(HybridBlock):
    def __init__(self, channels=16, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.conv1 = nn.Conv2D(channels, 3, padding=1)
            self.conv2 = nn.Conv2D(channels, 3, padding=2, dilation=2)
            self.proj = nn.Conv2D(channels, 1)

    def hybrid_forward(self, F, x):
        out = F.relu(self.conv1(x)) + F.relu(self.conv2(x))
        if x.shape[1] != out.shape[1]:
            x = self.proj(x)
        return F.relu(out + x)


Net = SKBottleneck
