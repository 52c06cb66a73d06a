"""MobileViTv2 separable linear attention (GluonCV-style port): a 1x1 conv to 1 + 2d channels cut into the query score column and the key/value maps by `F.slice_axis` of python sizes, context scores by softmax over the patches axis, the context vector `F.sum(F.broadcast_mul(k, scores), axis=-1, keepdims=True)`, then `F.broadcast_mul(F.relu(v), ctx)` and an output 1x1 conv."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 4, 16)]


class LinearSelfAttention(HybridBlock):
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
        ctx = F.sum(F.broadcast_mul(k, scores), axis=-1, keepdims=True)
        return self.out(F.broadcast_mul(F.relu(v), ctx))


Net = LinearSelfAttention
