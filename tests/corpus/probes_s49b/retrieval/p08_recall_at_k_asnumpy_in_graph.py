"""Retrieval head that computes recall@k in the forward pass and returns it with the scores: `F.topk(...).asnumpy()` compared against the diagonal with numpy, wrapped back with `F.ones_like(...) * recall`."""
import numpy as np
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 10), (4, 10)]


class Net(HybridBlock):
    def __init__(self, in_units=10, dim=8, k=2, **kwargs):
        super().__init__(**kwargs)
        self.k = k
        with self.name_scope():
            self.proj = nn.Dense(dim, in_units=in_units)

    def hybrid_forward(self, F, query, gallery):
        sim = F.dot(F.L2Normalization(self.proj(query)), F.L2Normalization(self.proj(gallery)),
                    transpose_b=True)
        top = F.topk(sim, axis=1, k=self.k).asnumpy()
        recall = float((top == np.arange(top.shape[0])[:, None]).any(axis=1).mean())
        return sim, F.ones_like(F.sum(sim, axis=1)) * recall
