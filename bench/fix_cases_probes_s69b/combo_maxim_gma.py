"""A restoration block mixing MAXIM and GMA: the feature map (B, C, H, W) block-partitioned into
non-overlapping b x b windows (`x.reshape((B, C, H // b, b, W // b, b))` with `B, C, H, W = x.shape`),
GMA's attention computed inside each window from projected queries and keys, the values aggregated and
added back with a learned scalar gamma (`gamma.asscalar()` skipped when zero, as a port does to save the
branch), the windows put back, and MAXIM's channel-split gating `u * sigmoid(v)` on the result."""
import mxnet as mx
from mxnet.gluon import nn


INPUTS = [(2, 8, 4, 6)]


class Net(nn.HybridBlock):
    def __init__(self, channels=8, block=2, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.block = block
        self.channels = channels
        with self.name_scope():
            self.to_qk = nn.Conv2D(2 * channels, 1, use_bias=False, in_channels=channels)
            self.to_v = nn.Conv2D(channels, 1, use_bias=False, in_channels=channels)
            self.gamma = self.params.get('gamma', shape=(1,), init=mx.init.Constant(0.3))
            self.out = nn.Conv2D(channels, 1, in_channels=channels // 2)

    def window(self, t, B, C, H, W):
        b = self.block
        t = t.reshape((B, C, H // b, b, W // b, b)).transpose((0, 2, 4, 3, 5, 1))
        return t.reshape((-1, b * b, C))

    def hybrid_forward(self, F, x, gamma):
        B, C, H, W = x.shape
        b = self.block
        qk = self.to_qk(x)
        q = self.window(qk.slice_axis(axis=1, begin=0, end=C), B, C, H, W)
        k = self.window(qk.slice_axis(axis=1, begin=C, end=2 * C), B, C, H, W)
        v = self.window(self.to_v(x), B, C, H, W)
        if gamma.asscalar() != 0:
            attn = F.softmax(F.batch_dot(q, k, transpose_b=True) * C ** -0.5, axis=-1)
            agg = F.batch_dot(attn, v).reshape((B, H // b, W // b, b, b, C))
            agg = agg.transpose((0, 5, 1, 3, 2, 4)).reshape((B, C, H, W))
            x = x + F.broadcast_mul(gamma.reshape((1, 1, 1, 1)), agg)
        u, v = F.split(x, num_outputs=2, axis=1)
        return self.out(u * F.sigmoid(v))
