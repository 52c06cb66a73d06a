"""NeRV weight quantisation: a dense layer whose weight Parameter is quantised in the graph to `bits` bits
by `round(w / step) * step` with the step from its max-abs (`F.max(F.abs(w))`), applied with
`F.FullyConnected`, with a straight-through `w + stop_gradient(q - w)`."""
from mxnet.gluon import HybridBlock

INPUTS = [(3, 6)]


class QuantDense(HybridBlock):
    def __init__(self, units=5, in_units=6, bits=4, **kwargs):
        super().__init__(**kwargs)
        self.units = units
        self.levels = 2 ** (bits - 1) - 1
        with self.name_scope():
            self.weight = self.params.get("weight", shape=(units, in_units))
            self.bias = self.params.get("bias", shape=(units,), init="zeros")

    def hybrid_forward(self, F, x, weight, bias):
        step = F.max(F.abs(weight)) / self.levels + 1e-8
        q = F.broadcast_mul(F.round(F.broadcast_div(weight, step)), step)
        w = weight + F.stop_gradient(q - weight)
        return F.FullyConnected(x, w, bias, num_hidden=self.units)


Net = QuantDense
