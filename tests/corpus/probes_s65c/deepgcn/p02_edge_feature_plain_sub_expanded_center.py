"""DeepGCN edge features with the PyTorch broadcast kept, `x_j - x_i` where `x_i = F.expand_dims(xt, axis=2)` is (N, P, 1, C) and the gathered neighbours (N, P, k, C)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 6)]


class PlainEdgeFeatures(HybridBlock):
    def __init__(self, channels=4, out=6, k=2, points=6, **kwargs):
        super().__init__(**kwargs)
        self._k, self._p = k, points
        self.mlp = nn.Dense(out, flatten=False, in_units=2 * channels)

    def hybrid_forward(self, F, x):
        xt = F.transpose(x, axes=(0, 2, 1))
        dist = -2 * F.batch_dot(xt, x)
        idx = F.topk(-dist, k=self._k, axis=-1, ret_typ="indices")
        xj = F.batch_dot(F.one_hot(idx, self._p).reshape((0, -3, 0)), xt).reshape((0, -4, self._p, self._k, 0))
        xi = F.expand_dims(xt, axis=2)
        h = self.mlp(F.concat(xj - xi, F.broadcast_like(xi, xj), dim=-1))
        return F.max(h, axis=2)


Net = PlainEdgeFeatures
