"""Global-context block: attention pooling over the flattened positions, the context added back."""
from mxnet.gluon import nn

INPUTS = [(2, 6, 4, 5)]


class Net(nn.HybridBlock):
    def __init__(self, channels=6, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.score = nn.Conv2D(1, 1, in_channels=channels)
            self.transform = nn.Conv2D(channels, 1, in_channels=channels)

    def hybrid_forward(self, F, feat):
        n, c, h, w = feat.shape
        flat = feat.reshape((n, c, h * w))
        attn = F.softmax(self.score(feat).reshape((n, 1, h * w)), axis=-1)
        context = F.batch_dot(flat, attn, transpose_b=True)
        context = self.transform(context.reshape((n, c, 1, 1)))
        return feat + context
