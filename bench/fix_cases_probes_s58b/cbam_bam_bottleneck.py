"""BAM at a bottleneck: a channel branch (global mean, MLP, `expand_dims` twice) and a spatial branch (reduce, dilated convs, one map) broadcast to the input with `.broadcast_to(x.shape)`, summed, and applied as `x * (1 + sigmoid)`."""
from mxnet.gluon import nn


INPUTS = [(2, 8, 6, 6)]


class Net(nn.HybridBlock):
    def __init__(self, channels=8, reduction=4, **kwargs):
        super(Net, self).__init__(**kwargs)
        mid = channels // reduction
        with self.name_scope():
            self.fc1 = nn.Dense(mid, in_units=channels, activation='relu')
            self.fc2 = nn.Dense(channels, in_units=mid)
            self.reduce = nn.Conv2D(mid, 1, in_channels=channels, activation='relu')
            self.dil = nn.Conv2D(mid, 3, padding=2, dilation=2, in_channels=mid, activation='relu')
            self.out = nn.Conv2D(1, 1, in_channels=mid)

    def hybrid_forward(self, F, x):
        ca = self.fc2(self.fc1(F.mean(x, axis=(2, 3)))).expand_dims(2).expand_dims(3)
        sa = self.out(self.dil(self.reduce(x)))
        att = F.sigmoid(ca.broadcast_to(x.shape) + sa.broadcast_to(x.shape))
        return x * (1 + att)
