"""3-D segmentation net zero-centering the scan inside the block with `x = x - x.mean()`: the global `mean()` is a (1,) tensor in MXNet 1.x, taken from the (N, C, D, H, W) volume by plain `-`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(1, 2, 6, 6, 6)]


class CenteredInput(HybridBlock):
    def __init__(self, in_ch=2, classes=3, **kwargs):
        super(CenteredInput, self).__init__(**kwargs)
        with self.name_scope():
            self.conv = nn.Conv3D(4, 3, padding=1, in_channels=in_ch, activation="relu")
            self.head = nn.Conv3D(classes, 1, in_channels=4)

    def hybrid_forward(self, F, x):
        x = x - x.mean()
        return F.softmax(self.head(self.conv(x)), axis=1)


Net = CenteredInput
