"""TokenLearner v1.1: S attention maps from a conv over the input, flattened by `n, c, h, w = x.shape`
into `(n, S, h * w)` and softmaxed over the positions, the features `(n, c, h * w)` summed under each
map by `F.batch_dot(maps, feat, transpose_b=True)` into S tokens `(n, S, c)`."""
from mxnet.gluon import nn


INPUTS = [(2, 4, 3, 3)]


class Net(nn.HybridBlock):
    def __init__(self, channels=4, num_tokens=2, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.num_tokens = num_tokens
        with self.name_scope():
            self.attn = nn.HybridSequential()
            self.attn.add(nn.Conv2D(channels, 3, padding=1, in_channels=channels, activation='relu'),
                          nn.Conv2D(num_tokens, 3, padding=1, in_channels=channels))
            self.feat = nn.Conv2D(channels, 1, in_channels=channels)

    def hybrid_forward(self, F, x):
        n, c, h, w = x.shape
        maps = self.attn(x).reshape((n, self.num_tokens, h * w))
        maps = F.softmax(maps, axis=-1)
        feat = self.feat(x).reshape((n, c, h * w))
        return F.batch_dot(maps, feat, transpose_b=True)
