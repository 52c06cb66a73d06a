"""U-Net skip centre-crop by python slices, offsets computed from the two maps' shapes (torch-port style)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 10, 10), (2, 8, 4, 4)]


def center_crop(skip, target):
    dh = (skip.shape[2] - target.shape[2]) // 2
    dw = (skip.shape[3] - target.shape[3]) // 2
    return skip[:, :, dh:dh + target.shape[2], dw:dw + target.shape[3]]


class Net(HybridBlock):
    def __init__(self, channels=4, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.up = nn.Conv2DTranspose(channels, 2, strides=2, in_channels=8)
            self.conv = nn.Conv2D(channels, 3, in_channels=2 * channels, activation="relu")

    def hybrid_forward(self, F, skip, low):
        up = self.up(low)
        return self.conv(F.concat(up, center_crop(skip, up), dim=1))
