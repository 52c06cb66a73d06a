"""ChebNet weights as one (K, F, U) Parameter split per order by `F.split(..., squeeze_axis=True)`
and indexed `thetas[k]` (outputs of a multi-output op)."""
import numpy as np
from mxnet.gluon import HybridBlock

INPUTS = [(5, 3)]


class ChebConv(HybridBlock):
    def __init__(self, num_nodes=5, in_units=3, units=4, k=3, **kwargs):
        super().__init__(**kwargs)
        self.k = k
        a = (np.ones((num_nodes, num_nodes)) - np.eye(num_nodes)).astype("float32") / num_nodes
        with self.name_scope():
            self.lap = self.params.get_constant("lap", a)
            self.theta = self.params.get("theta", shape=(k, in_units, units))

    def hybrid_forward(self, F, x, lap, theta):
        thetas = F.split(theta, num_outputs=self.k, axis=0, squeeze_axis=True)
        t_prev, t_cur = x, F.dot(lap, x)
        out = F.dot(t_prev, thetas[0]) + F.dot(t_cur, thetas[1])
        for k in range(2, self.k):
            t_prev, t_cur = t_cur, 2 * F.dot(lap, t_cur) - t_prev
            out = out + F.dot(t_cur, thetas[k])
        return out


Net = ChebConv
