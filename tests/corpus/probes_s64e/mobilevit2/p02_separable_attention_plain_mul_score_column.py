"""MobileViTv2 separable linear attention with the context vector written as in the PyTorch original, `k * scores`: the (N, d, P, Np) key map times the (N, 1, P, Np) score column by a plain `*` (a Symbol's elementwise product wants equal shapes)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 4, 16)]


class PlainMulAttention(HybridBlock):
    def __init__(self, dim=8, **kwargs):
        super().__init__(**kwargs)
        self._d = dim
        self.qkv = nn.Conv2D(1 + 2 * dim, 1, in_channels=dim)
        self.out = nn.Conv2D(dim, 1, in_channels=dim)

    def hybrid_forward(self, F, x):
        qkv = self.qkv(x)
        q = F.slice_axis(qkv, axis=1, begin=0, end=1)
        k = F.slice_axis(qkv, axis=1, begin=1, end=1 + self._d)
        v = F.slice_axis(qkv, axis=1, begin=1 + self._d, end=None)
        scores = F.softmax(q, axis=-1)
        ctx = F.sum(k * scores, axis=-1, keepdims=True)
        return self.out(F.broadcast_mul(F.relu(v), ctx))


Net = PlainMulAttention
