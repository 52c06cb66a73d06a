"""3-D U-Net stage that pads the upsampled volume to the skip's size by `F.pad` with widths from `skip.shape[2] - up.shape[2]` (the PyTorch `F.pad` port)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(1, 2, 11, 11, 11)]


class Net(HybridBlock):
    def __init__(self, in_channels=2, width=4, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.enc = nn.Conv3D(width, 3, padding=1, in_channels=in_channels, activation="relu")
            self.down = nn.MaxPool3D(2)
            self.dec = nn.Conv3D(width, 1, in_channels=2 * width)

    def hybrid_forward(self, F, vol):
        skip = self.enc(vol)
        up = self.down(skip)
        for axis in (2, 3, 4):
            up = F.repeat(up, repeats=2, axis=axis)
        diff = skip.shape[2] - up.shape[2]
        up = F.pad(up, mode="edge", pad_width=(0, 0, 0, 0, 0, diff, 0, diff, 0, diff))
        return self.dec(F.concat(skip, up, dim=1))
