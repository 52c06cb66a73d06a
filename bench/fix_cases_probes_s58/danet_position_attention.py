"""DANet's position attention module: query, key and value convs flattened to `(b, -1, w * h)` of the unpacked shape, an (hw, hw) energy by batch_dot, the value aggregated and folded to `(b, c, h, w)`, scaled by a zero-initialised gamma with `gamma * out + x`."""
from mxnet.gluon import nn


INPUTS = [(2, 8, 3, 4)]


class Net(nn.HybridBlock):
    def __init__(self, channels=8, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.query = nn.Conv2D(channels // 8, 1, in_channels=channels)
            self.key = nn.Conv2D(channels // 8, 1, in_channels=channels)
            self.value = nn.Conv2D(channels, 1, in_channels=channels)
            self.gamma = self.params.get('gamma', shape=(1,), init='ones')

    def hybrid_forward(self, F, x, gamma):
        b, c, h, w = x.shape
        q = self.query(x).reshape((b, -1, w * h)).transpose((0, 2, 1))
        k = self.key(x).reshape((b, -1, w * h))
        att = F.softmax(F.batch_dot(q, k), axis=-1)
        v = self.value(x).reshape((b, -1, w * h))
        out = F.batch_dot(v, att, transpose_b=True).reshape((b, c, h, w))
        return gamma * out + x
