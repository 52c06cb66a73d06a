"""Point Transformer layer end to end: kNN by `topk` of negative distances, keys/values/positions grouped by a one-hot `batch_dot` and unfolded by `(0, -4, P, K, 0)`, relative positions by `broadcast_sub`, `w = softmax(gamma(q_exp - k_grp + delta), axis=2)` with `q_exp = F.broadcast_like(q.expand_dims(2), k_grp)` so every operand is (N, P, K, C), `F.sum(w * (v_grp + delta), axis=2)`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 3), (2, 6, 4)]


class PointTransformerLayer(HybridBlock):
    def __init__(self, channels=4, num_points=6, k=3, **kwargs):
        super().__init__(**kwargs)
        self._p, self._k = num_points, k
        with self.name_scope():
            self.qkv = nn.Dense(3 * channels, flatten=False)
            self.delta = nn.Dense(channels, flatten=False)
            self.gamma = nn.Dense(channels, flatten=False)

    def group(self, F, onehot, t):
        return F.batch_dot(onehot, t).reshape((0, -4, self._p, self._k, 0))

    def hybrid_forward(self, F, p, x):
        dist = F.sum(F.square(F.broadcast_sub(p.expand_dims(2), p.expand_dims(1))), axis=-1)
        idx = F.topk(-dist, k=self._k, axis=-1, ret_typ="indices")
        onehot = F.one_hot(idx, depth=self._p).reshape((0, -3, 0))
        q, k, v = F.split(self.qkv(x), num_outputs=3, axis=-1)
        k_grp, v_grp = self.group(F, onehot, k), self.group(F, onehot, v)
        delta = self.delta(F.broadcast_sub(self.group(F, onehot, p), p.expand_dims(2)))
        q_exp = F.broadcast_like(q.expand_dims(2), k_grp)
        w = F.softmax(self.gamma(q_exp - k_grp + delta), axis=2)
        return F.sum(w * (v_grp + delta), axis=2)


Net = PointTransformerLayer
