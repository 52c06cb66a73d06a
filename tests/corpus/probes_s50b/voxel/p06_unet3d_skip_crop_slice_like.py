"""3-D U-Net stage: the decoder's upsampled volume (nearest, by `repeat` along depth, height and width) is smaller than the encoder skip after unpadded convolutions, so the skip is cropped to it by `slice_like(skip, up, axes=(2, 3, 4))` before `concat`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(1, 2, 10, 10, 10)]


class Net(HybridBlock):
    def __init__(self, in_channels=2, width=4, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.enc = nn.Conv3D(width, 3, in_channels=in_channels, activation="relu")
            self.down = nn.MaxPool3D(2)
            self.mid = nn.Conv3D(width, 3, in_channels=width, activation="relu")
            self.dec = nn.Conv3D(width, 1, in_channels=2 * width)

    def hybrid_forward(self, F, vol):
        skip = self.enc(vol)
        up = self.mid(self.down(skip))
        for axis in (2, 3, 4):
            up = F.repeat(up, repeats=2, axis=axis)
        skip = F.slice_like(skip, up, axes=(2, 3, 4))
        return self.dec(F.concat(skip, up, dim=1))
