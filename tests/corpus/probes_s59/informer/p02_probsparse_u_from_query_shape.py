"""Informer ProbSparse attention computing the number of active queries as the reference code does: `B, L_Q, D = queries.shape` and `u = factor * ceil(log(L_Q))`."""
import math

from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 6)]


class ShapeProbSparse(HybridBlock):
    def __init__(self, units=6, factor=1, **kwargs):
        super().__init__(**kwargs)
        self._factor = factor
        with self.name_scope():
            self.q = nn.Dense(units, flatten=False, in_units=units)
            self.k = nn.Dense(units, flatten=False, in_units=units)

    def hybrid_forward(self, F, x):
        queries = self.q(x)
        B, L_Q, D = queries.shape
        u = min(L_Q, self._factor * int(math.ceil(math.log(L_Q))))
        qk = F.batch_dot(queries, self.k(x), transpose_b=True) / math.sqrt(D)
        m = F.max(qk, axis=-1) - F.mean(qk, axis=-1)
        top = F.topk(m, axis=-1, k=u, ret_typ="indices")
        return F.batch_dot(F.one_hot(top, depth=L_Q), queries)


Net = ShapeProbSparse
