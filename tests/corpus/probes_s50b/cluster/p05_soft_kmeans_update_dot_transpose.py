"""Differentiable soft k-means step: responsibilities `softmax(-beta * d)` of embeddings to a (K, D) centre Parameter, new centres `dot(r, z, transpose_a=True)` divided by the responsibility mass reshaped to a (K, 1) column with `broadcast_div`, a fixed python number of refinement steps."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(8, 6)]


class Net(HybridBlock):
    def __init__(self, in_units=6, dim=3, n_clusters=4, beta=5.0, steps=3, eps=1e-6, **kwargs):
        super().__init__(**kwargs)
        self.beta, self.steps, self.eps = beta, steps, eps
        with self.name_scope():
            self.encoder = nn.Dense(dim, in_units=in_units)
            self.init_centres = self.params.get("init_centres", shape=(n_clusters, dim))

    def hybrid_forward(self, F, x, init_centres):
        z = self.encoder(x)
        mu = init_centres
        for _ in range(self.steps):
            d = F.sum(F.square(F.broadcast_sub(z.expand_dims(1), mu.expand_dims(0))), axis=-1)
            r = F.softmax(-self.beta * d, axis=1)
            mu = F.broadcast_div(F.dot(r, z, transpose_a=True), F.sum(r, axis=0).reshape((-1, 1)) + self.eps)
        return mu, r
