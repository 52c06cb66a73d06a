"""Multi-head attention over the pixels of a feature map (diffusion U-Net attention block)."""
from mxnet.gluon import nn

INPUTS = [(2, 4, 3, 3)]


class Net(nn.HybridBlock):
    def __init__(self, channels=4, heads=2, **kwargs):
        super().__init__(**kwargs)
        self.heads = heads
        with self.name_scope():
            self.qkv = nn.Conv2D(channels * 3, 1, use_bias=False)
            self.proj = nn.Conv2D(channels, 1)

    def hybrid_forward(self, F, x):
        b, c, h, w = x.shape
        qkv = self.qkv(x).reshape((b * 3 * self.heads, c // self.heads, h * w))
        qkv = qkv.reshape((b, 3, self.heads, c // self.heads, h * w))
        q = F.squeeze(F.slice_axis(qkv, axis=1, begin=0, end=1), axis=1).reshape((-3, 0, 0))
        k = F.squeeze(F.slice_axis(qkv, axis=1, begin=1, end=2), axis=1).reshape((-3, 0, 0))
        v = F.squeeze(F.slice_axis(qkv, axis=1, begin=2, end=3), axis=1).reshape((-3, 0, 0))
        scale = (c // self.heads) ** -0.5
        attn = F.softmax(F.batch_dot(q * scale, k, transpose_a=True), axis=-1)
        out = F.batch_dot(v, attn, transpose_b=True).reshape((b, c, h, w))
        return x + self.proj(out)
