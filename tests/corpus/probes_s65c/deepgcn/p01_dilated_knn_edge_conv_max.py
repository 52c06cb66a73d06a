"""DeepGCN (ResGCN+) dilated k-NN EdgeConv on (N, C, P) point features: pairwise squared distances `|x_i|^2 - 2 x_i.x_j + |x_j|^2` by `batch_dot` and `broadcast_add` of keepdims norms, `F.topk` of the negated distances for `k * d` neighbours, the dilation by `F.slice` with `step=(1, 1, d)`, neighbour features gathered by a `one_hot` (N, P*k, P) matrix, edge features `concat(x_j - x_i, x_i)` with `x_i` spread by `broadcast_like`, a Dense edge MLP and max aggregation."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 8)]


class DilatedEdgeConv(HybridBlock):
    def __init__(self, channels=4, out=6, k=2, dilation=2, points=8, **kwargs):
        super().__init__(**kwargs)
        self._k, self._d, self._p = k, dilation, points
        self.mlp = nn.Dense(out, flatten=False, in_units=2 * channels)

    def hybrid_forward(self, F, x):
        xt = F.transpose(x, axes=(0, 2, 1))
        sq = F.sum(F.square(x), axis=1, keepdims=True)
        dist = F.broadcast_add(F.broadcast_add(-2 * F.batch_dot(xt, x), sq), F.transpose(sq, axes=(0, 2, 1)))
        idx = F.topk(-dist, k=self._k * self._d, axis=-1, ret_typ="indices")
        idx = F.slice(idx, begin=(None, None, 0), end=(None, None, None), step=(1, 1, self._d))
        sel = F.one_hot(idx, self._p).reshape((0, -3, 0))
        xj = F.batch_dot(sel, xt).reshape((0, -4, self._p, self._k, 0))
        xi = F.broadcast_like(F.expand_dims(xt, axis=2), xj)
        h = self.mlp(F.concat(xj - xi, xi, dim=-1))
        return F.transpose(F.max(h, axis=2), axes=(0, 2, 1))


Net = DilatedEdgeConv
