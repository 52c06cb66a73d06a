"""CBAM's spatial attention: the channel mean and max (`keepdims=True`) concatenated, a 7x7 conv to one map, its sigmoid multiplied into the features with a plain `*` of a `(b, 1, h, w)` against `(b, c, h, w)`."""
from mxnet.gluon import nn


INPUTS = [(2, 4, 6, 6)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.conv = nn.Conv2D(1, 7, padding=3, in_channels=2, use_bias=False)

    def hybrid_forward(self, F, x):
        avg = F.mean(x, axis=1, keepdims=True)
        mx = F.max(x, axis=1, keepdims=True)
        s = self.conv(F.concat(avg, mx, dim=1))
        return x * F.sigmoid(s)
