"""Biaffine arc scorer (Dozat & Manning): dependent and head MLPs, a bias column appended by `ones_like` of a width-1 `slice_axis`, `dot` with the (d+1, d) weight Parameter, `batch_dot` against the heads."""
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
        dep = self.dep_mlp(h)
        head = self.head_mlp(h)
        dep = F.concat(dep, F.ones_like(F.slice_axis(dep, axis=2, begin=0, end=1)), dim=2)
        return F.batch_dot(F.dot(dep, W), head, transpose_b=True)


Net = BiaffineArc
