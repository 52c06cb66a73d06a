"""dmlc/gluon-cv#372 (https://github.com/dmlc/gluon-cv/issues/372): the user's hybridizable PSP
attempt fails on `_, _, h, w = x.shape` in _PyramidPooling.hybrid_forward (GluonCV pspnet at aa4ab27)."""
import mxnet as mx
from mxnet.gluon import nn
from mxnet.gluon.nn import HybridBlock

INPUTS = [(1, 8, 6, 6)]


def _PSP1x1Conv(in_channels, out_channels, norm_layer, norm_kwargs):
    block = nn.HybridSequential()
    with block.name_scope():
        block.add(nn.Conv2D(in_channels=in_channels, channels=out_channels,
                            kernel_size=1, use_bias=False))
        block.add(norm_layer(in_channels=out_channels, **norm_kwargs))
        block.add(nn.Activation('relu'))
    return block


class _PyramidPooling(HybridBlock):
    def __init__(self, in_channels, **kwargs):
        norm_layer = kwargs.pop('norm_layer', nn.BatchNorm)
        norm_kwargs = kwargs.pop('norm_kwargs', {})
        super(_PyramidPooling, self).__init__()
        out_channels = int(in_channels / 4)
        with self.name_scope():
            self.conv1 = _PSP1x1Conv(in_channels, out_channels, norm_layer, norm_kwargs)
            self.conv2 = _PSP1x1Conv(in_channels, out_channels, norm_layer, norm_kwargs)
            self.conv3 = _PSP1x1Conv(in_channels, out_channels, norm_layer, norm_kwargs)
            self.conv4 = _PSP1x1Conv(in_channels, out_channels, norm_layer, norm_kwargs)

    def pool(self, F, x, size):
        return F.contrib.AdaptiveAvgPooling2D(x, output_size=size)

    def upsample(self, F, x, h, w):
        return F.contrib.BilinearResize2D(x, height=h, width=w)

    def hybrid_forward(self, F, x):
        _, _, h, w = x.shape
        feat1 = self.upsample(F, self.conv1(self.pool(F, x, 1)), h, w)
        feat2 = self.upsample(F, self.conv2(self.pool(F, x, 2)), h, w)
        feat3 = self.upsample(F, self.conv3(self.pool(F, x, 3)), h, w)
        feat4 = self.upsample(F, self.conv4(self.pool(F, x, 6)), h, w)
        return F.concat(x, feat1, feat2, feat3, feat4, dim=1)


class Net(_PyramidPooling):
    def __init__(self):
        super(Net, self).__init__(8)
