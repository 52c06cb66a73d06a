"""Vertical stack shift of Gated PixelCNN: one zero row padded on top by `F.pad`, the last row dropped by `slice_axis(end=-1)`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 6, 6)]


class ShiftDown(HybridBlock):
    def __init__(self, channels=4, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.v_conv = nn.Conv2D(channels, (2, 3), padding=(1, 1), in_channels=channels)

    def hybrid_forward(self, F, x):
        v = F.slice_axis(self.v_conv(x), axis=2, begin=0, end=-1)
        shifted = F.pad(v, mode="constant", pad_width=(0, 0, 0, 0, 1, 0, 0, 0))
        return F.slice_axis(shifted, axis=2, begin=0, end=-1)


Net = ShiftDown
