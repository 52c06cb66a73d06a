"""Style loss features: Gram matrices of a conv layer's maps, normalised by the map's size."""
from mxnet.gluon import nn


INPUTS = [(2, 3, 6, 5)]


class Net(nn.HybridBlock):
    def __init__(self, channels=4, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.conv = nn.Conv2D(channels, 3, padding=1, in_channels=3)

    def hybrid_forward(self, F, x):
        feat = F.relu(self.conv(x))
        b, c, h, w = feat.shape
        flat = feat.reshape((b, c, h * w))
        gram = F.batch_dot(flat, flat, transpose_b=True)
        return gram / (c * h * w)
