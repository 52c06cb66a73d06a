"""DenseASPP (a DeepLabv3 neighbour): atrous 3x3 branches with growing rates, each taking the
concatenation of the input and every earlier branch's output, plus DeepLabv3's image-level pooling
branch (global average pool, 1x1 conv, upsampled back with `F.contrib.BilinearResize2D(pool,
height=x.shape[2], width=x.shape[3])`), concatenated and projected by a 1x1 conv."""
from mxnet.gluon import nn


INPUTS = [(2, 4, 6, 6)]


class Net(nn.HybridBlock):
    def __init__(self, in_channels=4, growth=2, rates=(1, 2, 3), out_channels=4, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.branches = nn.HybridSequential()
            c = in_channels
            for r in rates:
                self.branches.add(nn.Conv2D(growth, 3, padding=r, dilation=r, in_channels=c))
                c += growth
            self.pool_conv = nn.Conv2D(growth, 1, in_channels=in_channels)
            self.project = nn.Conv2D(out_channels, 1, in_channels=c + growth)

    def hybrid_forward(self, F, x):
        feats = [x]
        for branch in self.branches:
            feats.append(F.relu(branch(F.concat(*feats, dim=1))))
        pool = F.relu(self.pool_conv(F.contrib.AdaptiveAvgPooling2D(x, output_size=1)))
        pool = F.contrib.BilinearResize2D(pool, height=x.shape[2], width=x.shape[3])
        return self.project(F.concat(*(feats + [pool]), dim=1))
