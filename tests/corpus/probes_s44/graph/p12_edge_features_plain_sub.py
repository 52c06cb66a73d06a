"""EdgeConv features where neighbours minus an expand_dims'd centre uses `-` with unequal shapes."""
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
            self.mlp = nn.Dense(units, flatten=False, in_units=3)

    def hybrid_forward(self, F, points, nbr):
        neigh = F.reshape(F.take(points, nbr, axis=1), shape=(0, -4, -1, self._k, 0))
        center = F.expand_dims(points, axis=2)                            # B, N, 1, 3
        return F.max(self.mlp(neigh - center), axis=2)
