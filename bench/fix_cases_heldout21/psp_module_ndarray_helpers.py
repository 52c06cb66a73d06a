"""An early Gluon PSPNet's pyramid pooling: four adaptive-average-pooled branches, each a 1x1 conv,
resized back to the input's size and concatenated with it. `_, _, h, w = x.shape` gives the size,
and the two helper methods `pool` and `upsample` take no `F`: they call the module's `F`, which
the file binds to `mxnet.ndarray` (`import mxnet.ndarray as F`), so even with the size known they
call NDArray operators on Symbols when hybridized.

Source: stored file id 41756497846 (read_file id; a gluon-vision era PSPNet draft, repository not
given by the index), `_PSP1x1Conv` and class `_PyramidPooling` unchanged but for the name (`Net`,
a subclass giving `in_channels=8`; the author's head passes 2048). Not the GluonCV version of set
12 (psp_pyramid_pooling.py), whose helpers take `F`.
"""
import mxnet as mx
from mxnet.gluon import nn
import mxnet.ndarray as F
from mxnet.gluon.nn import HybridBlock

INPUTS = [(1, 8, 6, 6)]


def _PSP1x1Conv(in_channels, out_channels):
    block = nn.HybridSequential(prefix='')
    with block.name_scope():
        block.add(nn.BatchNorm(in_channels=in_channels))
        block.add(nn.Activation('relu'))
        block.add(nn.Conv2D(in_channels=in_channels,
                            channels=out_channels, kernel_size=1))
    return block


class _PyramidPooling(HybridBlock):
    def __init__(self, in_channels):
        super(_PyramidPooling, self).__init__()
        out_channels = int(in_channels/4)
        with self.name_scope():
            self.conv1 = _PSP1x1Conv(in_channels, out_channels)
            self.conv2 = _PSP1x1Conv(in_channels, out_channels)
            self.conv3 = _PSP1x1Conv(in_channels, out_channels)
            self.conv4 = _PSP1x1Conv(in_channels, out_channels)

    def pool(self, x, size):
        return F.contrib.AdaptiveAvgPooling2D(x, output_size=size)

    def upsample(self, x, h, w):
        return F.contrib.BilinearResize2D(x, height=h, width=w)

    def hybrid_forward(self, F, x):
        _, _, h, w = x.shape
        feat1 = self.upsample(self.conv1(self.pool(x, 1)),h,w)
        feat2 = self.upsample(self.conv2(self.pool(x, 2)),h,w)
        feat3 = self.upsample(self.conv3(self.pool(x, 3)),h,w)
        feat4 = self.upsample(self.conv4(self.pool(x, 4)),h,w)
        return F.concat(x, feat1, feat2, feat3, feat4, dim=1)


class Net(_PyramidPooling):
    def __init__(self):
        super(Net, self).__init__(8)
