"""Biaffine arc scorer whose bias column is `F.ones((h.shape[0], h.shape[1], 1))`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 6)]


class BiaffineArc(HybridBlock):
    def __init__(self, units=6, arc_dim=4, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.dep_mlp = nn.Dense(arc_dim, flatten=False, activation="relu", in_units=units)
            self.head_mlp = nn.Dense(arc_dim, flatten=False, activation="relu", in_units=units)
            self.W = self.params.get("W", shape=(arc_dim + 1, arc_dim), init="xavier")

    def hybrid_forward(self, F, h, W):
        dep = F.concat(self.dep_mlp(h), F.ones((h.shape[0], h.shape[1], 1)), dim=2)
        return F.batch_dot(F.dot(dep, W), self.head_mlp(h), transpose_b=True)


Net = BiaffineArc
