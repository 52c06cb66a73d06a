"""Numpy-mode Evoformer MSA row attention with pair bias (`@use_np`): scores by
`F.np.einsum('bsrc,bstc->bsrt', q, k)`, the pair bias (B, R, R) added as `np.expand_dims(bias, 1)` by a plain `+`
(numpy broadcasting over the S sequences, legal), softmax, values by einsum, a sigmoid gate."""
from mxnet import npx
from mxnet.gluon import HybridBlock, nn
from mxnet.util import use_np

npx.set_np()

INPUTS = [(2, 3, 5, 6), (2, 5, 5, 4)]


@use_np
class NumpyRowAttention(HybridBlock):
    def __init__(self, dim=6, **kwargs):
        super().__init__(**kwargs)
        self.scale = dim ** -0.5
        with self.name_scope():
            self.q = nn.Dense(dim, flatten=False, use_bias=False)
            self.k = nn.Dense(dim, flatten=False, use_bias=False)
            self.v = nn.Dense(dim, flatten=False, use_bias=False)
            self.bias = nn.Dense(1, flatten=False, use_bias=False)
            self.gate = nn.Dense(dim, flatten=False)

    def hybrid_forward(self, F, msa, pair):
        bias = self.bias(pair)[:, :, :, 0]
        scores = F.np.einsum("bsrc,bstc->bsrt", self.q(msa), self.k(msa)) * self.scale + F.np.expand_dims(bias, 1)
        out = F.np.einsum("bsrt,bstc->bsrc", F.npx.softmax(scores, axis=-1), self.v(msa))
        return msa + F.npx.sigmoid(self.gate(msa)) * out


Net = NumpyRowAttention
