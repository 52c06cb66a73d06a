"""3-D U-Net checking the volume is divisible by its pooling only for imperative calls: `if isinstance(x, mx.nd.NDArray):` raises on `x.shape[2] % 4` (never traced), then encoder, decoder and skip concat."""
import mxnet as mx
from mxnet.gluon import HybridBlock, nn

INPUTS = [(1, 2, 8, 8, 8)]


class CheckedUNet3D(HybridBlock):
    def __init__(self, in_ch=2, base=4, classes=3, **kwargs):
        super(CheckedUNet3D, self).__init__(**kwargs)
        with self.name_scope():
            self.enc = nn.Conv3D(base, 3, padding=1, in_channels=in_ch, activation="relu")
            self.pool = nn.MaxPool3D(2)
            self.bottom = nn.Conv3D(2 * base, 3, padding=1, in_channels=base, activation="relu")
            self.up = nn.Conv3DTranspose(base, 2, strides=2, in_channels=2 * base)
            self.head = nn.Conv3D(classes, 1, in_channels=2 * base)

    def hybrid_forward(self, F, x):
        if isinstance(x, mx.nd.NDArray) and x.shape[2] % 4:
            raise ValueError("depth must be a multiple of 4, got %d" % x.shape[2])
        skip = self.enc(x)
        up = self.up(self.bottom(self.pool(skip)))
        return self.head(F.concat(up, skip, dim=1))


Net = CheckedUNet3D
