"""GCNet's global context block: a 1x1 conv to one attention map softmaxed over all positions, the
features read as (b, c, h * w) from the unpacked shape and pooled by `batch_dot` into (b, c, 1, 1),
a bottleneck transform with LayerNorm, and the context added back to every position by a plain `+`
of a (b, c, h, w) and a (b, c, 1, 1) map."""
from mxnet.gluon import nn


INPUTS = [(2, 8, 5, 5)]


class Net(nn.HybridBlock):
    def __init__(self, channels=8, ratio=0.25, **kwargs):
        super(Net, self).__init__(**kwargs)
        hidden = int(channels * ratio)
        with self.name_scope():
            self.mask = nn.Conv2D(1, 1, in_channels=channels)
            self.down = nn.Conv2D(hidden, 1, in_channels=channels)
            self.norm = nn.LayerNorm(axis=1, in_channels=hidden)
            self.up = nn.Conv2D(channels, 1, in_channels=hidden)

    def hybrid_forward(self, F, x):
        b, c, h, w = x.shape
        mask = F.softmax(self.mask(x).reshape((b, 1, h * w)), axis=2)
        feats = x.reshape((b, c, h * w))
        context = F.batch_dot(feats, mask, transpose_b=True).reshape((b, c, 1, 1))
        term = self.up(F.relu(self.norm(self.down(context))))
        return x + term
