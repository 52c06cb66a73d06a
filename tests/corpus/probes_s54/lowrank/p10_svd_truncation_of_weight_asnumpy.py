"""Low-rank compression at call time: the dense weight truncated to its top singular directions by `np.linalg.svd(weight.asnumpy())`."""
import numpy as np
from mxnet import init, nd
from mxnet.gluon import HybridBlock

INPUTS = [(3, 6)]


class TruncatedDense(HybridBlock):
    def __init__(self, in_units=6, units=5, rank=2, **kwargs):
        super().__init__(**kwargs)
        self.units, self.rank = units, rank
        with self.name_scope():
            self.weight = self.params.get("weight", shape=(units, in_units), init=init.Xavier())

    def hybrid_forward(self, F, x, weight):
        u, s, vt = np.linalg.svd(weight.asnumpy(), full_matrices=False)
        low = (u[:, :self.rank] * s[:self.rank]) @ vt[:self.rank]
        return F.FullyConnected(x, nd.array(low), num_hidden=self.units, no_bias=True)


Net = TruncatedDense
