"""Edge-weighted GIN (GINE-style) with a learned weight per edge, a declared (E,) Parameter, multiplied into the (E, d) gathered messages by plain `*` before the scatter by one-hot incidence."""
import numpy as np
from mxnet.gluon import HybridBlock, nn

INPUTS = [(6, 4)]


class EdgeWeightedGIN(HybridBlock):
    def __init__(self, in_units=4, hidden=8, num_nodes=6, **kwargs):
        super(EdgeWeightedGIN, self).__init__(**kwargs)
        self._n = num_nodes
        src = np.array([0, 1, 1, 2, 3, 4, 5, 5], dtype="float32")
        dst = np.array([1, 0, 2, 1, 4, 3, 4, 3], dtype="float32")
        with self.name_scope():
            self.src = self.params.get_constant("src", src)
            self.dst = self.params.get_constant("dst", dst)
            self.edge_w = self.params.get("edge_w", shape=(len(src),), init="ones")
            self.lin = nn.Dense(hidden, in_units=in_units)

    def hybrid_forward(self, F, x, src, dst, edge_w):
        h = self.lin(x)
        messages = F.take(h, src) * edge_w
        neigh = F.dot(F.one_hot(dst, depth=self._n), messages, transpose_a=True)
        return F.relu(h + neigh)


Net = EdgeWeightedGIN
