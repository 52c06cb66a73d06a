"""ViLT joint attention: the text mask (B, T) and patch mask (B, N) concatenated into (B, L), turned into
an additive bias `(1 - m) * -1e4` of shape (B, 1, L) and `broadcast_add`ed to the (B, L, L) scores of a
single-head attention over the concatenated tokens."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 7, 8), (2, 3), (2, 4)]


class JointAttention(HybridBlock):
    def __init__(self, dim=8, **kwargs):
        super().__init__(**kwargs)
        self.scale = dim ** -0.5
        with self.name_scope():
            self.qkv = nn.Dense(3 * dim, flatten=False)

    def hybrid_forward(self, F, x, text_mask, patch_mask):
        m = F.concat(text_mask > 0, patch_mask > 0, dim=1)
        bias = ((1 - m) * -1e4).expand_dims(1)
        q, k, v = F.split(self.qkv(x), num_outputs=3, axis=-1)
        scores = F.batch_dot(q, k, transpose_b=True) * self.scale
        return F.batch_dot(F.softmax(F.broadcast_add(scores, bias), axis=-1), v)


Net = JointAttention
