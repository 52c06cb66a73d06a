"""Hopfield retrieval that reads its stored patterns with `self.patterns.data()` in the forward."""
from mxnet import init
from mxnet.gluon import HybridBlock

INPUTS = [(3, 6)]


class HopfieldRetrieval(HybridBlock):
    def __init__(self, num_patterns=5, dim=6, beta=4.0, **kwargs):
        super().__init__(**kwargs)
        self.beta = beta
        with self.name_scope():
            self.patterns = self.params.get("patterns", shape=(num_patterns, dim), init=init.Normal(1.0))

    def hybrid_forward(self, F, query, **kwargs):
        stored = self.patterns.data()
        attn = F.softmax(self.beta * F.dot(query, stored, transpose_b=True), axis=-1)
        return F.dot(attn, stored)


Net = HopfieldRetrieval
