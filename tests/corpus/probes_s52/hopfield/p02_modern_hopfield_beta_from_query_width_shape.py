"""Modern Hopfield retrieval whose inverse temperature is `1 / math.sqrt(query.shape[-1])`."""
import math

from mxnet import init
from mxnet.gluon import HybridBlock

INPUTS = [(3, 6)]


class HopfieldRetrieval(HybridBlock):
    def __init__(self, num_patterns=5, dim=6, n_iter=2, **kwargs):
        super().__init__(**kwargs)
        self.n_iter = n_iter
        with self.name_scope():
            self.patterns = self.params.get("patterns", shape=(num_patterns, dim), init=init.Normal(1.0))

    def hybrid_forward(self, F, query, patterns):
        beta = 1.0 / math.sqrt(query.shape[-1])
        xi = query
        for _ in range(self.n_iter):
            xi = F.dot(F.softmax(beta * F.dot(xi, patterns, transpose_b=True), axis=-1), patterns)
        return xi


Net = HopfieldRetrieval
