"""aMLP tiny attention scaling the scores by `q.shape[-1] ** -0.5`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 8)]


class TinyAttention(HybridBlock):
    def __init__(self, d_model=8, d_attn=4, d_out=6, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.qkv = nn.Dense(3 * d_attn, flatten=False, in_units=d_model)
            self.out = nn.Dense(d_out, flatten=False, in_units=d_attn)

    def hybrid_forward(self, F, x):
        q, k, v = F.split(self.qkv(x), num_outputs=3, axis=-1)
        scores = F.batch_dot(q, k, transpose_b=True) * q.shape[-1] ** -0.5
        return self.out(F.batch_dot(F.softmax(scores, axis=-1), v))


Net = TinyAttention
