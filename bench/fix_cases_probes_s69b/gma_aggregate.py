"""GMA's Attention and Aggregate modules: context features (B, C, H, W) projected to queries and keys by
one 1x1 conv (`qk = self.to_qk(fmap)`, cut by `F.split`), heads split with `b, c, h, w = fmap.shape`, the
attention over all H*W positions `softmax(q @ k^T * scale)`, the motion features projected to values and
aggregated by the attention, reshaped back to (B, C, H, W), and `fmap + self.gamma.data() * out` with the
learned scalar gamma (initialised at zero in the paper; 0.5 here so that the branch counts)."""
import mxnet as mx
from mxnet.gluon import nn


INPUTS = [(2, 8, 4, 5), (2, 6, 4, 5)]


class Net(nn.HybridBlock):
    def __init__(self, dim=8, motion_dim=6, heads=2, dim_head=4, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.heads = heads
        self.scale = dim_head ** -0.5
        inner = heads * dim_head
        with self.name_scope():
            self.to_qk = nn.Conv2D(inner * 2, 1, use_bias=False, in_channels=dim)
            self.to_v = nn.Conv2D(inner, 1, use_bias=False, in_channels=motion_dim)
            self.project = nn.Conv2D(motion_dim, 1, use_bias=False, in_channels=inner)
            self.gamma = self.params.get('gamma', shape=(1,), init=mx.init.Constant(0.5))

    def hybrid_forward(self, F, fmap, motion, gamma):
        b, c, h, w = fmap.shape
        q, k = F.split(self.to_qk(fmap), num_outputs=2, axis=1)
        q = q.reshape((b * self.heads, -1, h * w)).transpose((0, 2, 1))
        k = k.reshape((b * self.heads, -1, h * w)).transpose((0, 2, 1))
        attn = F.softmax(F.batch_dot(q, k, transpose_b=True) * self.scale, axis=-1)
        v = self.to_v(motion).reshape((b * self.heads, -1, h * w)).transpose((0, 2, 1))
        out = F.batch_dot(attn, v).transpose((0, 2, 1)).reshape((b, -1, h, w))
        out = self.project(out)
        return motion + self.gamma.data() * out
