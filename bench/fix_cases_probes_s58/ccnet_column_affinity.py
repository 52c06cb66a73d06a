"""A column-only affinity (the vertical half of criss-cross attention): the map read column by column as (b*w, h, c) from `n, c, h, w = x.shape`, a row-softmaxed affinity, the aggregation folded back, and a learned gamma of shape (1,) times the output with `gamma * out`."""
from mxnet.gluon import nn


INPUTS = [(2, 3, 4, 5)]


class Net(nn.HybridBlock):
    def __init__(self, channels=3, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.gamma = self.params.get('gamma', shape=(1,), init='ones')
            self.proj = nn.Conv2D(channels, 1, in_channels=channels)

    def hybrid_forward(self, F, x, gamma):
        n, c, h, w = x.shape
        cols = self.proj(x).transpose((0, 3, 2, 1)).reshape((n * w, h, c))
        aff = F.softmax(F.batch_dot(cols, cols, transpose_b=True) / c ** 0.5, axis=-1)
        out = F.batch_dot(aff, cols).reshape((n, w, h, c)).transpose((0, 3, 2, 1))
        return gamma * out + x
