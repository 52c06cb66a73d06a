"""ChebNet on a batch of graph signals (B, N, F) over one graph: nodes moved first, the rest
flattened by `reshape((0, -1))`, multiplied by the (N, N) Laplacian, and split back by the
reshape code `(0, -4, -1, F)`."""
import numpy as np
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 3)]


class BatchedCheb(HybridBlock):
    def __init__(self, num_nodes=5, in_units=3, units=4, **kwargs):
        super().__init__(**kwargs)
        self.in_units = in_units
        rng = np.random.RandomState(0)
        a = rng.uniform(0, 1, (num_nodes, num_nodes)).astype("float32")
        with self.name_scope():
            self.lap = self.params.get_constant("lap", (a + a.T) / num_nodes)
            self.fc = nn.Dense(units, flatten=False)

    def _propagate(self, F, x, lap):
        flat = x.transpose((1, 0, 2)).reshape((0, -1))
        out = F.dot(lap, flat).reshape((0, -4, -1, self.in_units))
        return out.transpose((1, 0, 2))

    def hybrid_forward(self, F, x, lap):
        return self.fc(F.concat(x, self._propagate(F, x, lap), dim=-1))


Net = BatchedCheb
