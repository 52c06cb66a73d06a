"""Parallel co-attention (Lu et al., VQA): `C = tanh(Q W V^T)`, the attention maps `H_v = tanh(W_v V + (W_q Q)^T C)` spelled with `batch_dot` and `FullyConnected(flatten=False)` children, attended features pooled by `batch_dot`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 6), (2, 4, 6)]


class ParallelCoAttention(HybridBlock):
    def __init__(self, dim=6, k=3, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.w_b = nn.Dense(dim, flatten=False, use_bias=False, in_units=dim)
            self.w_v = nn.Dense(k, flatten=False, use_bias=False, in_units=dim)
            self.w_q = nn.Dense(k, flatten=False, use_bias=False, in_units=dim)
            self.w_hv = nn.Dense(1, flatten=False, use_bias=False, in_units=k)

    def hybrid_forward(self, F, image, question):
        c = F.tanh(F.batch_dot(self.w_b(question), image, transpose_b=True))
        h_v = F.tanh(self.w_v(image) + F.batch_dot(c, self.w_q(question), transpose_a=True))
        a_v = F.softmax(self.w_hv(h_v), axis=1)
        return F.batch_dot(a_v, image, transpose_a=True).reshape((0, -1))


Net = ParallelCoAttention
