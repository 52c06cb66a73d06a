"""SAGAN's self-attention block: query, key and value 1x1 convs, the maps flattened by the unpacked `b, c, h, w = x.shape`, the (hw, hw) attention by batch_dot and softmax, the output reshaped to (b, c, h, w) and added as `gamma * o + x`."""
from mxnet.gluon import nn


INPUTS = [(2, 8, 3, 3)]


class Net(nn.HybridBlock):
    def __init__(self, channels=8, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.q = nn.Conv2D(channels // 8, 1, in_channels=channels)
            self.k = nn.Conv2D(channels // 8, 1, in_channels=channels)
            self.v = nn.Conv2D(channels, 1, in_channels=channels)
            self.gamma = self.params.get('gamma', shape=(1,), init='ones')

    def hybrid_forward(self, F, x, gamma):
        b, c, h, w = x.shape
        q = self.q(x).reshape((b, -1, h * w)).transpose((0, 2, 1))
        k = self.k(x).reshape((b, -1, h * w))
        att = F.softmax(F.batch_dot(q, k), axis=-1)
        v = self.v(x).reshape((b, -1, h * w))
        o = F.batch_dot(v, att, transpose_b=True).reshape((b, c, h, w))
        return gamma * o + x
