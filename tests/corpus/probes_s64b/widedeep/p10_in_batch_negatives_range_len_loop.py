"""DSSM in-batch negatives built by a python loop `for i in range(len(q))`, each query's scores against all documents gathered by `F.dot(F.slice_axis(q, axis=0, begin=i, end=i + 1), d, transpose_b=True)`: `len()` of a tensor sizes the loop."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 6), (4, 5)]


class LenLoopDSSM(HybridBlock):
    def __init__(self, dim=8, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.qt = nn.Dense(dim, activation="tanh")
            self.dt = nn.Dense(dim, activation="tanh")

    def hybrid_forward(self, F, query, doc):
        q, d = F.L2Normalization(self.qt(query)), F.L2Normalization(self.dt(doc))
        rows = [F.dot(F.slice_axis(q, axis=0, begin=i, end=i + 1), d, transpose_b=True) for i in range(len(q))]
        return F.concat(*rows, dim=0)


Net = LenLoopDSSM
