"""PSPNet pyramid-pooling branch: pool to a fixed grid, 1x1 conv, then bilinear-resize back to the
input's spatial size, read from x.shape[2:] unless a fixed output size was given.

Source: osmr/imgclsmob, gluon/gluoncv2/models/pspnet.py (PyramidPoolingBranch.hybrid_forward);
conv1x1_block written out as Conv2D + BatchNorm + ReLU.
"""
from mxnet.gluon import nn, HybridBlock

INPUTS = [(2, 4, 6, 6)]


class Net(HybridBlock):
    def __init__(self, in_channels=4, out_channels=2, pool_out_size=2, upscale_out_size=None, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.pool_out_size = pool_out_size
        self.upscale_out_size = upscale_out_size

        with self.name_scope():
            self.conv = nn.HybridSequential()
            self.conv.add(nn.Conv2D(out_channels, 1, use_bias=False, in_channels=in_channels))
            self.conv.add(nn.BatchNorm(in_channels=out_channels))
            self.conv.add(nn.Activation('relu'))

    def hybrid_forward(self, F, x):
        in_size = self.upscale_out_size if self.upscale_out_size is not None else x.shape[2:]
        x = F.contrib.AdaptiveAvgPooling2D(x, output_size=self.pool_out_size)
        x = self.conv(x)
        x = F.contrib.BilinearResize2D(x, height=in_size[0], width=in_size[1])
        return x
