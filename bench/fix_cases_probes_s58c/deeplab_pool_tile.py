"""The image-pooling branch as some DeepLab ports write it: the pooled (N, C, 1, 1) vector tiled back to
the feature size unpacked from `n, c, h, w = feat.shape`, then added to the atrous branch's output."""
from mxnet.gluon import nn


INPUTS = [(2, 4, 5, 6)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.atrous = nn.Conv2D(4, 3, padding=2, dilation=2, in_channels=4)
            self.gp = nn.Conv2D(4, 1, in_channels=4)

    def hybrid_forward(self, F, feat):
        n, c, h, w = feat.shape
        g = self.gp(F.contrib.AdaptiveAvgPooling2D(feat, output_size=1))
        g = F.tile(g, reps=(1, 1, h, w))
        return F.relu(self.atrous(feat) + g)
