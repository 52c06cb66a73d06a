"""Modern Hopfield retrieval: stored patterns as a Parameter (M, D), the state updated `xi <- softmax(beta * xi X^T) X` for a python number of iterations with a python inverse temperature."""
from mxnet import init
from mxnet.gluon import HybridBlock

INPUTS = [(3, 6)]


class HopfieldRetrieval(HybridBlock):
    def __init__(self, num_patterns=5, dim=6, beta=4.0, n_iter=3, **kwargs):
        super().__init__(**kwargs)
        self.beta, self.n_iter = beta, n_iter
        with self.name_scope():
            self.patterns = self.params.get("patterns", shape=(num_patterns, dim), init=init.Normal(1.0))

    def hybrid_forward(self, F, query, patterns):
        xi = query
        for _ in range(self.n_iter):
            attn = F.softmax(self.beta * F.dot(xi, patterns, transpose_b=True), axis=-1)
            xi = F.dot(attn, patterns)
        return xi


Net = HopfieldRetrieval
