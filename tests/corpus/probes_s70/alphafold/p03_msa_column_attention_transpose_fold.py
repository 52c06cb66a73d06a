"""Evoformer MSA column attention: the MSA (B, S, R, C) transposed to (B, R, S, C), folded to (B * R, S, C),
single-head attention over the S sequences with a sigmoid gate, unfolded by the constructor's residue
count `(-4, -1, self.num_res, 0, 0)` and transposed back; a residual."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 5, 6)]


class ColumnAttention(HybridBlock):
    def __init__(self, num_res=5, dim=6, **kwargs):
        super().__init__(**kwargs)
        self.num_res, self.scale = num_res, dim ** -0.5
        with self.name_scope():
            self.norm = nn.LayerNorm()
            self.qkv = nn.Dense(3 * dim, flatten=False, use_bias=False)
            self.gate = nn.Dense(dim, flatten=False, activation="sigmoid")

    def hybrid_forward(self, F, msa):
        m = self.norm(msa).transpose((0, 2, 1, 3)).reshape((-3, 0, 0))
        q, k, v = F.split(self.qkv(m), num_outputs=3, axis=-1)
        attn = F.softmax(F.batch_dot(q, k, transpose_b=True) * self.scale, axis=-1)
        upd = (self.gate(m) * F.batch_dot(attn, v)).reshape((-4, -1, self.num_res, 0, 0))
        return msa + upd.transpose((0, 2, 1, 3))


Net = ColumnAttention
