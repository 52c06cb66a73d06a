"""Learnable piecewise-linear activation `sum_k a_k relu(x - t_k)` over python knots: the (K,) coefficient Parameter split into K (1,) pieces, each applied by `broadcast_mul`; the knot count from `len(self.knots)` of the python list."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(3, 5)]


class HingeActivation(HybridBlock):
    def __init__(self, knots=(-0.5, 0.0, 0.5), units=5, **kwargs):
        super().__init__(**kwargs)
        self.knots = list(knots)
        with self.name_scope():
            self.fc = nn.Dense(units, in_units=units)
            self.coef = self.params.get("coef", shape=(len(self.knots),), init="ones")

    def hybrid_forward(self, F, x, coef):
        h = self.fc(x)
        pieces = F.split(coef, num_outputs=len(self.knots), axis=0)
        out = h
        for a, t in zip(pieces, self.knots):
            out = out + F.broadcast_mul(a, F.relu(h - t))
        return out


Net = HingeActivation
