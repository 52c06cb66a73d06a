"""EdgeConv features [x_i, x_j - x_i] for a fixed neighbour table given as a constant, broadcast with *_like."""
import numpy as np
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 3)]


class Net(HybridBlock):
    def __init__(self, units=4, num_points=5, k=2, **kwargs):
        super().__init__(**kwargs)
        neighbours = (np.arange(num_points)[:, None] + np.arange(1, k + 1)[None]) % num_points
        self._k = k
        with self.name_scope():
            self.nbr = self.params.get_constant("nbr", neighbours.reshape(-1).astype("float32"))
            self.mlp = nn.Dense(units, flatten=False, in_units=6)

    def hybrid_forward(self, F, points, nbr):
        neigh = F.take(points, nbr, axis=1)                               # B, N*k, 3
        neigh = F.reshape(neigh, shape=(0, -4, -1, self._k, 0))           # B, N, k, 3
        center = F.broadcast_like(F.expand_dims(points, axis=2), neigh)
        edge = F.concat(center, neigh - center, dim=-1)
        return F.max(self.mlp(edge), axis=2)
