"""DeepGCN pairwise distances for numpy mode in a `hybrid_forward` (`npx.set_np()`): `(x * x).sum(axis=1, keepdims=True)` (N, 1, P) and its transpose added to the (N, P, P) inner products by plain `+` (numpy broadcasting), then `F.npx.topk` values."""
from mxnet import npx
from mxnet.gluon import HybridBlock

npx.set_np()

INPUTS = [(2, 4, 6)]


class NumpyKNNDistances(HybridBlock):
    def __init__(self, k=2, **kwargs):
        super().__init__(**kwargs)
        self._k = k

    def hybrid_forward(self, F, x):
        sq = (x * x).sum(axis=1, keepdims=True)
        inner = F.np.matmul(F.np.transpose(x, (0, 2, 1)), x)
        dist = F.np.transpose(sq, (0, 2, 1)) - 2 * inner + sq
        return F.npx.topk(-dist, k=self._k, axis=-1, ret_typ="value")


Net = NumpyKNNDistances
