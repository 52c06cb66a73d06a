"""PSPNet pyramid pooling: adaptive average pooling to each bin size of a python tuple, 1x1 reduction, upsampled `like` the input and concatenated."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 12, 12)]


class PyramidPooling(HybridBlock):
    def __init__(self, in_channels=8, bins=(1, 2, 3, 6), **kwargs):
        super().__init__(**kwargs)
        self._bins = bins
        reduced = in_channels // len(bins)
        with self.name_scope():
            self.reduce = nn.HybridSequential()
            for _ in bins:
                self.reduce.add(nn.Conv2D(reduced, 1, in_channels=in_channels, activation="relu"))

    def hybrid_forward(self, F, x):
        feats = [x]
        for size, conv in zip(self._bins, self.reduce):
            y = conv(F.contrib.AdaptiveAvgPooling2D(x, output_size=size))
            feats.append(F.contrib.BilinearResize2D(y, like=x, mode="like"))
        return F.concat(*feats, dim=1)


class Net(PyramidPooling):
    pass
