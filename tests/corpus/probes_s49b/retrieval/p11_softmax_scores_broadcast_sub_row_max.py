"""Retrieval scores turned into a stable softmax per query: the row maximum (keepdims) subtracted with `F.broadcast_sub`, scaled by a python temperature, exponentiated and divided by the row sum with `F.broadcast_div`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(3, 10), (7, 10)]


class Net(HybridBlock):
    def __init__(self, in_units=10, dim=8, temperature=0.07, **kwargs):
        super().__init__(**kwargs)
        self.temperature = temperature
        with self.name_scope():
            self.proj = nn.Dense(dim, in_units=in_units)

    def hybrid_forward(self, F, query, gallery):
        sim = F.dot(F.L2Normalization(self.proj(query)), F.L2Normalization(self.proj(gallery)),
                    transpose_b=True) / self.temperature
        e = F.exp(F.broadcast_sub(sim, sim.max(axis=1, keepdims=True)))
        return F.broadcast_div(e, e.sum(axis=1, keepdims=True))
