"""Evoformer MSA row attention with pair bias ported from the JAX code: `num_seq = msa.shape[1]` for the
repeat of the pair bias and the unfolding reshape."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 5, 6), (2, 5, 5, 4)]


class ShapeRowAttention(HybridBlock):
    def __init__(self, dim=6, **kwargs):
        super().__init__(**kwargs)
        self.scale = dim ** -0.5
        with self.name_scope():
            self.qkv = nn.Dense(3 * dim, flatten=False, use_bias=False)
            self.bias = nn.Dense(1, flatten=False, use_bias=False)

    def hybrid_forward(self, F, msa, pair):
        num_seq = msa.shape[1]
        q, k, v = F.split(self.qkv(msa.reshape((-3, 0, 0))), num_outputs=3, axis=-1)
        bias = F.repeat(self.bias(pair).reshape((0, 0, 0)), repeats=num_seq, axis=0)
        attn = F.softmax(F.batch_dot(q, k, transpose_b=True) * self.scale + bias, axis=-1)
        return msa + F.batch_dot(attn, v).reshape((-4, -1, num_seq, 0, 0))


Net = ShapeRowAttention
