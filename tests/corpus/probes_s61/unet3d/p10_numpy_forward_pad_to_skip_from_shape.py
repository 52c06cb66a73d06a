"""Numpy-mode (MXNet 2 style) 3-D U-Net decoder in `forward`: the upsampled map padded to the skip's size with `np.pad` widths computed from `skip.shape[2:]` and `up.shape[2:]`, then `np.concatenate`."""
from mxnet import np, npx
from mxnet.gluon import HybridBlock, nn

npx.set_np()

INPUTS = [(1, 2, 7, 7, 7)]


class NumpyPadDecoder(HybridBlock):
    def __init__(self, in_ch=2, base=4, classes=3, **kwargs):
        super().__init__(**kwargs)
        self.enc = nn.Conv3D(base, 3, padding=1, in_channels=in_ch, activation="relu")
        self.pool = nn.MaxPool3D(2)
        self.up = nn.Conv3DTranspose(base, 2, strides=2, in_channels=base)
        self.head = nn.Conv3D(classes, 1, in_channels=2 * base)

    def forward(self, x):
        skip = self.enc(x)
        up = self.up(self.pool(skip))
        diff = [s - u for s, u in zip(skip.shape[2:], up.shape[2:])]
        up = np.pad(up, ((0, 0), (0, 0)) + tuple((0, d) for d in diff))
        return npx.softmax(self.head(np.concatenate([up, skip], axis=1)), axis=1)


Net = NumpyPadDecoder
