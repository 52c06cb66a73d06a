"""aMLP variant whose tiny attention is projected to a per-token scalar by `Dense(1)` (N, T, 1) and added to the (N, T, d_ffn // 2) gate half with a plain `+`."""
import math

from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 8)]


class AttentionGate(HybridBlock):
    def __init__(self, d_model=8, d_ffn=12, d_attn=4, **kwargs):
        super().__init__(**kwargs)
        self.d_attn = d_attn
        with self.name_scope():
            self.proj_in = nn.Dense(d_ffn, flatten=False, in_units=d_model)
            self.qkv = nn.Dense(3 * d_attn, flatten=False, in_units=d_model)
            self.attn_out = nn.Dense(1, flatten=False, in_units=d_attn)

    def hybrid_forward(self, F, x):
        u, v = F.split(self.proj_in(x), num_outputs=2, axis=-1)
        q, k, val = F.split(self.qkv(x), num_outputs=3, axis=-1)
        w = F.softmax(F.batch_dot(q, k, transpose_b=True) / math.sqrt(self.d_attn), axis=-1)
        attn = self.attn_out(F.batch_dot(w, val))
        return u * (v + attn)


Net = AttentionGate
