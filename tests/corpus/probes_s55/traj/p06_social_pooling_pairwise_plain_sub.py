"""Social pooling whose pairwise displacements are `pos.expand_dims(1) - pos.expand_dims(0)`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(5, 2), (5, 8)]


class SocialPooling(HybridBlock):
    def __init__(self, hidden=8, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.mlp = nn.Dense(hidden, activation="relu", in_units=2 * hidden)

    def hybrid_forward(self, F, pos, hidden):
        rel = pos.expand_dims(1) - pos.expand_dims(0)
        dist = F.norm(rel, axis=-1)
        pooled = F.dot(F.softmax(-dist, axis=-1), hidden)
        return self.mlp(F.concat(hidden, pooled, dim=1))


Net = SocialPooling
