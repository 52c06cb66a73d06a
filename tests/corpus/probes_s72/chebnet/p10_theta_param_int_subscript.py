"""ChebNet weights as one (K, F, U) Parameter indexed per order with `theta[k]` (a legacy Symbol's
integer subscript picks an output, not a row)."""
import numpy as np
from mxnet.gluon import HybridBlock

INPUTS = [(5, 3)]


class ChebConv(HybridBlock):
    def __init__(self, num_nodes=5, in_units=3, units=4, k=2, **kwargs):
        super().__init__(**kwargs)
        self.k = k
        a = (np.ones((num_nodes, num_nodes)) - np.eye(num_nodes)).astype("float32") / num_nodes
        with self.name_scope():
            self.lap = self.params.get_constant("lap", a)
            self.theta = self.params.get("theta", shape=(k, in_units, units))

    def hybrid_forward(self, F, x, lap, theta):
        return F.dot(x, theta[0]) + F.dot(F.dot(lap, x), theta[1])


Net = ChebConv
