"""Informer ProbSparse attention (reduced): keys sampled at fixed indices held as a constant, the sparsity measure max minus mean of the sampled scores, the top-u queries chosen by `topk` and gathered by `one_hot` and `batch_dot`; u comes from the configured length."""
import math

import numpy as np
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 6)]


class ProbSparseQueries(HybridBlock):
    def __init__(self, units=6, seq_len=8, factor=1, **kwargs):
        super().__init__(**kwargs)
        self._seq_len = seq_len
        self._u = min(seq_len, factor * int(math.ceil(math.log(seq_len))))
        rng = np.random.RandomState(1)
        with self.name_scope():
            self.q = nn.Dense(units, flatten=False, in_units=units)
            self.k = nn.Dense(units, flatten=False, in_units=units)
            self.sample = self.params.get_constant("sample", rng.randint(0, seq_len, self._u).astype("float32"))

    def hybrid_forward(self, F, x, sample):
        q = self.q(x)
        k_sample = F.take(self.k(x), sample, axis=1)
        qk = F.batch_dot(q, k_sample, transpose_b=True)
        m = F.max(qk, axis=-1) - F.mean(qk, axis=-1)
        top = F.topk(m, axis=-1, k=self._u, ret_typ="indices")
        return F.batch_dot(F.one_hot(top, depth=self._seq_len), q)


Net = ProbSparseQueries
