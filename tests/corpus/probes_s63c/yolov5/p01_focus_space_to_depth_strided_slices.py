"""YOLOv5 Focus: the four pixel phases taken by `F.slice` with step (1, 1, 2, 2) and begins (0, 0), (1, 0), (0, 1), (1, 1), concatenated on the channel axis and fed to a Conv2D + BatchNorm + SiLU (`x * sigmoid(x)`)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 8, 8)]


class Focus(HybridBlock):
    def __init__(self, c1=3, c2=8, **kwargs):
        super(Focus, self).__init__(**kwargs)
        with self.name_scope():
            self.conv = nn.Conv2D(c2, 3, padding=1, in_channels=c1 * 4, use_bias=False)
            self.bn = nn.BatchNorm(in_channels=c2)

    def hybrid_forward(self, F, x):
        phases = [F.slice(x, begin=(None, None, i, j), end=(None, None, None, None), step=(1, 1, 2, 2))
                  for i, j in ((0, 0), (1, 0), (0, 1), (1, 1))]
        y = self.bn(self.conv(F.concat(*phases, dim=1)))
        return y * F.sigmoid(y)


Net = Focus
