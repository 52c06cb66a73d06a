"""Motion cue for action recognition: differences of consecutive frames of a (N, T, C, H, W) clip."""
from mxnet.gluon import nn


INPUTS = [(2, 4, 3, 6, 6)]


class Net(nn.HybridBlock):
    def __init__(self, in_channels=3, channels=4, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.conv = nn.Conv2D(channels, 3, padding=1, in_channels=in_channels)

    def hybrid_forward(self, F, clip):
        diff = clip[:, 1:] - clip[:, :-1]
        n, t = diff.shape[0], diff.shape[1]
        feat = self.conv(diff.reshape((-3, -2)))
        return feat.reshape((n, t) + feat.shape[1:]).max(axis=1)
