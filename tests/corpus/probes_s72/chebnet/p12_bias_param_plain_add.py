"""ChebNet layer with its own weight (F, U) and bias (U,) Parameters, the bias added to the
(N, U) output with plain `+`."""
import numpy as np
from mxnet.gluon import HybridBlock

INPUTS = [(5, 3)]


class ChebConv(HybridBlock):
    def __init__(self, num_nodes=5, in_units=3, units=4, **kwargs):
        super().__init__(**kwargs)
        a = (np.ones((num_nodes, num_nodes)) - np.eye(num_nodes)).astype("float32") / num_nodes
        with self.name_scope():
            self.lap = self.params.get_constant("lap", a)
            self.weight = self.params.get("weight", shape=(in_units, units))
            self.bias = self.params.get("bias", shape=(units,), init="zeros")

    def hybrid_forward(self, F, x, lap, weight, bias):
        return F.dot(F.dot(lap, x), weight) + bias


Net = ChebConv
