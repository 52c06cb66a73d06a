"""Fast-SCNN's global pooling branch: with a free input size the branch reads
`in_size = self.in_size if self.in_size is not None else x.shape[2:]`, pools to a fixed small grid,
applies a 1x1 conv + BN + ReLU, and resizes back to `in_size` through an interpolation block that
takes the size as a second argument.

Source: osmr/imgclsmob gluon/gluoncv2/models/fastscnn.py (PoolingBranch.hybrid_forward) and
common.py (InterpolationBlock) at c1a844dde061f6d72f25011dc1af9a2e35b1bdfc; adapted:
conv1x1_block inlined, the interpolation block reduced to its bilinear path, in_size None.
"""
from mxnet.gluon import nn


INPUTS = [(2, 4, 6, 6)]


class InterpolationBlock(nn.HybridBlock):
    def __init__(self, scale_factor, out_size=None, **kwargs):
        super(InterpolationBlock, self).__init__(**kwargs)
        self.scale_factor = scale_factor
        self.out_size = out_size

    def hybrid_forward(self, F, x, size=None):
        out_size = self.out_size if size is None else size
        return F.contrib.BilinearResize2D(x, height=out_size[0], width=out_size[1])


class Net(nn.HybridBlock):
    def __init__(self, in_channels=4, out_channels=3, in_size=None, down_size=2, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.in_size = in_size
        self.down_size = down_size
        with self.name_scope():
            self.conv = nn.HybridSequential()
            self.conv.add(nn.Conv2D(out_channels, 1, use_bias=False, in_channels=in_channels),
                          nn.BatchNorm(in_channels=out_channels), nn.Activation('relu'))
            self.up = InterpolationBlock(scale_factor=None, out_size=in_size)

    def hybrid_forward(self, F, x):
        in_size = self.in_size if self.in_size is not None else x.shape[2:]
        x = F.contrib.AdaptiveAvgPooling2D(x, output_size=self.down_size)
        x = self.conv(x)
        x = self.up(x, in_size)
        return x
