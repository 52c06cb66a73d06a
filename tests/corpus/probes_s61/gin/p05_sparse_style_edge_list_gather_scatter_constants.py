"""GIN neighbour sum from an edge list held as constants (source and destination index vectors): messages gathered by `take(h, src)` and scattered to destinations by `dot` with a (N, E) one-hot incidence built by `one_hot(dst, depth=N)` and transposed, self term `(1 + eps) * h` with a python float and plain `+` of equal (N, d) shapes."""
import numpy as np
from mxnet.gluon import HybridBlock, nn

INPUTS = [(6, 4)]


class EdgeListGIN(HybridBlock):
    def __init__(self, in_units=4, hidden=8, num_nodes=6, eps=0.0, **kwargs):
        super(EdgeListGIN, self).__init__(**kwargs)
        self._n = num_nodes
        self._eps = eps
        src = np.array([0, 1, 1, 2, 3, 4, 5, 5], dtype="float32")
        dst = np.array([1, 0, 2, 1, 4, 3, 4, 3], dtype="float32")
        with self.name_scope():
            self.src = self.params.get_constant("src", src)
            self.dst = self.params.get_constant("dst", dst)
            self.mlp = nn.Dense(hidden, in_units=in_units, activation="relu")

    def hybrid_forward(self, F, x, src, dst):
        messages = F.take(x, src)
        incidence = F.one_hot(dst, depth=self._n)
        neigh = F.dot(incidence, messages, transpose_a=True)
        return self.mlp((1 + self._eps) * x + neigh)


Net = EdgeListGIN
