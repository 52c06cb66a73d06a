"""Evoformer MSA column attention with the MSA mask as an additive bias: the (B * R, S, S) scores plus
`1e9 * (mask - 1)` of the folded mask (B * R, 1, S) by a plain `+`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 5, 6), (2, 3, 5)]


class MaskedColumnAttention(HybridBlock):
    def __init__(self, num_res=5, dim=6, **kwargs):
        super().__init__(**kwargs)
        self.num_res, self.scale = num_res, dim ** -0.5
        with self.name_scope():
            self.qkv = nn.Dense(3 * dim, flatten=False, use_bias=False)

    def hybrid_forward(self, F, msa, msa_mask):
        m = msa.transpose((0, 2, 1, 3)).reshape((-3, 0, 0))
        mask = (msa_mask > -0.5).transpose((0, 2, 1)).reshape((-3, 0)).expand_dims(1)
        q, k, v = F.split(self.qkv(m), num_outputs=3, axis=-1)
        scores = F.batch_dot(q, k, transpose_b=True) * self.scale + 1e9 * (mask - 1)
        out = F.batch_dot(F.softmax(scores, axis=-1), v).reshape((-4, -1, self.num_res, 0, 0))
        return msa + out.transpose((0, 2, 1, 3))


Net = MaskedColumnAttention
