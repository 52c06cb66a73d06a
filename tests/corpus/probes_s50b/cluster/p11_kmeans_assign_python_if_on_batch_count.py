"""Soft k-means that falls back to the prior centres when a cluster gets no mass in the batch: `if F.min(F.sum(r, axis=0)) < self.min_mass:` on the graph value."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(8, 6)]


class Net(HybridBlock):
    def __init__(self, in_units=6, dim=3, n_clusters=4, beta=5.0, min_mass=1e-3, **kwargs):
        super().__init__(**kwargs)
        self.beta, self.min_mass = beta, min_mass
        with self.name_scope():
            self.encoder = nn.Dense(dim, in_units=in_units)
            self.centres = self.params.get("centres", shape=(n_clusters, dim))

    def hybrid_forward(self, F, x, centres):
        z = self.encoder(x)
        d = F.sum(F.square(F.broadcast_sub(z.expand_dims(1), centres.expand_dims(0))), axis=-1)
        r = F.softmax(-self.beta * d, axis=1)
        if F.min(F.sum(r, axis=0)) < self.min_mass:
            return centres
        return F.broadcast_div(F.dot(r, z, transpose_a=True), F.sum(r, axis=0).reshape((-1, 1)))
