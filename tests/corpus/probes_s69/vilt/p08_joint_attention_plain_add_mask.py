"""ViLT joint attention adding the (B, 1, L) padding bias to the (B, L, L) scores with a plain `+`, as
the PyTorch code does."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 7, 8), (2, 7)]


class PlainMaskAttention(HybridBlock):
    def __init__(self, dim=8, **kwargs):
        super().__init__(**kwargs)
        self.scale = dim ** -0.5
        with self.name_scope():
            self.qkv = nn.Dense(3 * dim, flatten=False)

    def hybrid_forward(self, F, x, mask):
        bias = ((1 - (mask > 0)) * -1e4).expand_dims(1)
        q, k, v = F.split(self.qkv(x), num_outputs=3, axis=-1)
        scores = F.batch_dot(q, k, transpose_b=True) * self.scale + bias
        return F.batch_dot(F.softmax(scores, axis=-1), v)


Net = PlainMaskAttention
