"""aMLP: a single-head tiny attention (`batch_dot` with `transpose_b`, scaled by the python `math.sqrt(d_attn)`) projected to the gate width `d_ffn // 2` and added to v before the spatial projection."""
import math

from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 8)]


class AttentionGate(HybridBlock):
    def __init__(self, d_model=8, d_ffn=12, d_attn=4, seq_len=5, **kwargs):
        super().__init__(**kwargs)
        self.d_attn = d_attn
        with self.name_scope():
            self.proj_in = nn.Dense(d_ffn, flatten=False, in_units=d_model)
            self.qkv = nn.Dense(3 * d_attn, flatten=False, in_units=d_model)
            self.attn_out = nn.Dense(d_ffn // 2, flatten=False, in_units=d_attn)
            self.spatial = nn.Dense(seq_len, flatten=False, in_units=seq_len)

    def hybrid_forward(self, F, x):
        u, v = F.split(self.proj_in(x), num_outputs=2, axis=-1)
        q, k, val = F.split(self.qkv(x), num_outputs=3, axis=-1)
        w = F.softmax(F.batch_dot(q, k, transpose_b=True) / math.sqrt(self.d_attn), axis=-1)
        v = self.spatial(F.transpose(v, axes=(0, 2, 1))).transpose((0, 2, 1))
        return u * (v + self.attn_out(F.batch_dot(w, val)))


Net = AttentionGate
