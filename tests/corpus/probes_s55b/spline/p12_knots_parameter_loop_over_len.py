"""Learnable-knot piecewise-linear activation that loops `for k in range(len(knots))` over the knot Parameter passed to `hybrid_forward`, each knot taken by `slice_axis`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(3, 4)]


class LearnableKnots(HybridBlock):
    def __init__(self, dim=4, num_knots=3, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.fc = nn.Dense(dim, in_units=dim)
            self.knots = self.params.get("knots", shape=(num_knots,), init="uniform")

    def hybrid_forward(self, F, x, knots):
        h = self.fc(x)
        out = h
        for k in range(len(knots)):
            t = F.slice_axis(knots, axis=0, begin=k, end=k + 1)
            out = out + 0.5 * F.relu(F.broadcast_sub(h, t))
        return out


Net = LearnableKnots
