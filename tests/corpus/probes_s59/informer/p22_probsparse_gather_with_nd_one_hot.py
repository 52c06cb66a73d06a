"""Informer ProbSparse query gather calling `nd.one_hot` (the NDArray module, not `F`) on the top-u indices inside `hybrid_forward`."""
from mxnet import nd
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 6)]


class NdProbSparse(HybridBlock):
    def __init__(self, units=6, seq_len=8, u=3, **kwargs):
        super().__init__(**kwargs)
        self._seq_len = seq_len
        self._u = u
        with self.name_scope():
            self.q = nn.Dense(units, flatten=False, in_units=units)
            self.k = nn.Dense(units, flatten=False, in_units=units)

    def hybrid_forward(self, F, x):
        q = self.q(x)
        qk = F.batch_dot(q, self.k(x), transpose_b=True)
        m = F.max(qk, axis=-1) - F.mean(qk, axis=-1)
        top = F.topk(m, axis=-1, k=self._u, ret_typ="indices")
        return F.batch_dot(nd.one_hot(top, depth=self._seq_len), q)


Net = NdProbSparse
