"""Point Transformer kNN done on the host: the distance matrix taken out of the graph with `dist.asnumpy()`, `np.argsort(...)[:, :, :k]`, and the indices brought back with `F.array` for `F.take`."""
import numpy as np
from mxnet.gluon import HybridBlock

INPUTS = [(2, 6, 3), (2, 6, 4)]


class NumpyKNN(HybridBlock):
    def __init__(self, num_points=6, k=3, **kwargs):
        super().__init__(**kwargs)
        self._p, self._k = num_points, k

    def hybrid_forward(self, F, p, feats):
        dist = F.sum(F.square(F.broadcast_sub(p.expand_dims(2), p.expand_dims(1))), axis=-1)
        idx = np.argsort(dist.asnumpy(), axis=-1)[:, :, :self._k]
        idx = idx + (np.arange(idx.shape[0]) * self._p).reshape(-1, 1, 1)
        return F.take(feats.reshape((-3, 0)), F.array(idx))


Net = NumpyKNN
