"""Monotone piecewise-linear calibrator (lattice-style): positive increments by `softplus` of a Parameter, cumulated by `F.dot` with a lower-triangular constant, hinge features `relu(x - knot)` against a knot constant by `broadcast_sub`."""
from mxnet.gluon import HybridBlock

INPUTS = [(4, 1)]

K = 5
KNOTS = [-1.0 + 2.0 * i / (K - 1) for i in range(K)]
TRIL = [[1.0 if j <= i else 0.0 for j in range(K)] for i in range(K)]


class MonotoneCalibrator(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.knots = self.params.get_constant("knots", KNOTS)
            self.tril = self.params.get_constant("tril", TRIL)
            self.raw = self.params.get("raw", shape=(K, 1), init="normal")

    def hybrid_forward(self, F, x, knots, tril, raw):
        slopes = F.dot(tril, F.Activation(raw, act_type="softrelu"))   # (K, 1), increasing
        hinges = F.relu(F.broadcast_sub(x, F.reshape(knots, shape=(1, -1))))
        return F.dot(hinges, slopes)


Net = MonotoneCalibrator
