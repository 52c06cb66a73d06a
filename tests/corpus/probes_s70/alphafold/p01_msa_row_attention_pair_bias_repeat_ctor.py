"""Evoformer MSA row attention with pair bias (one head): the MSA (B, S, R, C) folded to (B * S, R, C) by
the reshape code `(-3, 0, 0)`, scores by `batch_dot`, the pair bias Dense(1) of the pair representation
(B, R, R, Cz) reshaped to (B, R, R) and repeated `self.num_seq` times on axis 0 (the constructor's MSA
depth) to line up with the folded rows, a sigmoid gate, unfolded by `(-4, -1, S, 0, 0)`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 5, 6), (2, 5, 5, 4)]


class RowAttentionPairBias(HybridBlock):
    def __init__(self, num_seq=3, dim=6, **kwargs):
        super().__init__(**kwargs)
        self.num_seq, self.scale = num_seq, dim ** -0.5
        with self.name_scope():
            self.norm = nn.LayerNorm()
            self.qkv = nn.Dense(3 * dim, flatten=False, use_bias=False)
            self.bias = nn.Dense(1, flatten=False, use_bias=False)
            self.gate = nn.Dense(dim, flatten=False, activation="sigmoid")
            self.out = nn.Dense(dim, flatten=False)

    def hybrid_forward(self, F, msa, pair):
        m = self.norm(msa).reshape((-3, 0, 0))
        q, k, v = F.split(self.qkv(m), num_outputs=3, axis=-1)
        bias = F.repeat(self.bias(pair).reshape((0, 0, 0)), repeats=self.num_seq, axis=0)
        attn = F.softmax(F.batch_dot(q, k, transpose_b=True) * self.scale + bias, axis=-1)
        upd = self.out(self.gate(m) * F.batch_dot(attn, v))
        return msa + upd.reshape((-4, -1, self.num_seq, 0, 0))


Net = RowAttentionPairBias
