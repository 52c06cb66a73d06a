"""MobileViTv2 attention with the query/key/value cut as the PyTorch original's `torch.split` is often ported: `qkv[:, :1]`, `qkv[:, 1:1 + d]`, `qkv[:, 1 + d:]` (legacy slicing of a Symbol is refused)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 4, 16)]


class SliceAttention(HybridBlock):
    def __init__(self, dim=8, **kwargs):
        super().__init__(**kwargs)
        self._d = dim
        self.qkv = nn.Conv2D(1 + 2 * dim, 1, in_channels=dim)

    def hybrid_forward(self, F, x):
        qkv = self.qkv(x)
        q, k, v = qkv[:, :1], qkv[:, 1:1 + self._d], qkv[:, 1 + self._d:]
        scores = F.softmax(q, axis=-1)
        ctx = F.sum(F.broadcast_mul(k, scores), axis=-1, keepdims=True)
        return F.broadcast_mul(F.relu(v), ctx)


Net = SliceAttention
