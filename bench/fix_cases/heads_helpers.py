"""Attention heads split and merged by F-helpers that read sizes from their tensor argument."""
from mxnet.gluon import nn

INPUTS = [(2, 3, 5)]


def split_heads(F, x, heads):
    b, t, c = x.shape
    x = x.reshape((b, t, heads, c // heads))
    return F.transpose(x, axes=(0, 2, 1, 3))


def merge_heads(F, x):
    b, h, t, d = x.shape
    return F.transpose(x, axes=(0, 2, 1, 3)).reshape((b, t, h * d))


class Net(nn.HybridBlock):
    def __init__(self, heads=2, **kwargs):
        super().__init__(**kwargs)
        self.heads = heads
        with self.name_scope():
            self.proj = nn.Dense(8, flatten=False)

    def hybrid_forward(self, F, x):
        q = split_heads(F, self.proj(x), self.heads)
        return merge_heads(F, F.softmax(q, axis=-1))
