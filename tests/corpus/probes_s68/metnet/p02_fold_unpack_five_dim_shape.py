"""MetNet input stem as ported from PyTorch: `b, t, c, h, w = x.shape` to fold the frames with
`x.reshape((b * t, c, h, w))` before `space_to_depth` -- a Symbol has no shape."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 2, 8, 8)]


class ShapeStem(HybridBlock):
    def __init__(self, channels=6, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.conv = nn.Conv2D(channels, 3, padding=1)

    def hybrid_forward(self, F, x):
        b, t, c, h, w = x.shape
        y = F.space_to_depth(x.reshape((b * t, c, h, w)), block_size=2)
        return F.relu(self.conv(y)).reshape((b, t, -1, h // 2, w // 2))


Net = ShapeStem
