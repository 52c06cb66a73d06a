"""Social pooling over the agents of one scene: pairwise displacements by `broadcast_sub` of two `expand_dims` views, distance-weighted softmax over neighbours, pooled hidden states by `dot`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(5, 2), (5, 8)]


class SocialPooling(HybridBlock):
    def __init__(self, hidden=8, bandwidth=1.5, **kwargs):
        super().__init__(**kwargs)
        self.bandwidth = bandwidth
        with self.name_scope():
            self.mlp = nn.Dense(hidden, activation="relu", in_units=2 * hidden)

    def hybrid_forward(self, F, pos, hidden):
        rel = F.broadcast_sub(F.expand_dims(pos, axis=1), F.expand_dims(pos, axis=0))
        dist = F.sqrt(F.sum(F.square(rel), axis=-1) + 1e-6)
        weights = F.softmax(-dist / self.bandwidth, axis=-1)
        pooled = F.dot(weights, hidden)
        return self.mlp(F.concat(hidden, pooled, dim=1))


Net = SocialPooling
