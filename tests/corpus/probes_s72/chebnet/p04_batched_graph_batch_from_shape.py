"""ChebNet on a batch of graph signals that splits the propagated signal back with
`B, N, C = x.shape`."""
import numpy as np
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 3)]


class BatchedCheb(HybridBlock):
    def __init__(self, num_nodes=5, units=4, **kwargs):
        super().__init__(**kwargs)
        rng = np.random.RandomState(0)
        a = rng.uniform(0, 1, (num_nodes, num_nodes)).astype("float32")
        with self.name_scope():
            self.lap = self.params.get_constant("lap", (a + a.T) / num_nodes)
            self.fc = nn.Dense(units, flatten=False)

    def _propagate(self, F, x, lap):
        B, N, C = x.shape
        flat = x.transpose((1, 0, 2)).reshape((N, B * C))
        return F.dot(lap, flat).reshape((N, B, C)).transpose((1, 0, 2))

    def hybrid_forward(self, F, x, lap):
        return self.fc(F.concat(x, self._propagate(F, x, lap), dim=-1))


Net = BatchedCheb
