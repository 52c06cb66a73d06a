"""Performer-ReLU multi-head attention: heads by reshape codes (0, 0, -4, H, -1), transpose and
(-3, 0, 0); features relu(x W^T) + eps; the heads merged back by codes."""
import numpy as np
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 8)]


class ReluPerformer(HybridBlock):
    def __init__(self, dim=8, heads=2, num_features=6, **kwargs):
        super().__init__(**kwargs)
        self.heads = heads
        proj = np.random.RandomState(2).normal(size=(num_features, dim // heads)).astype("float32")
        with self.name_scope():
            self.qkv = nn.Dense(3 * dim, flatten=False)
            self.out = nn.Dense(dim, flatten=False)
            self.proj = self.params.get_constant("proj", proj)

    def _split_heads(self, F, t):
        t = t.reshape((0, 0, -4, self.heads, -1)).transpose((0, 2, 1, 3))
        return t.reshape((-3, 0, 0))

    def hybrid_forward(self, F, x, proj):
        q, k, v = [self._split_heads(F, t) for t in F.split(self.qkv(x), num_outputs=3, axis=-1)]
        qp = F.relu(F.dot(q, proj, transpose_b=True)) + 1e-3
        kp = F.relu(F.dot(k, proj, transpose_b=True)) + 1e-3
        num = F.batch_dot(qp, F.batch_dot(kp, v, transpose_a=True))
        den = F.batch_dot(qp, F.sum(kp, axis=1, keepdims=True), transpose_b=True)
        o = F.broadcast_div(num, den)
        o = o.reshape((-4, -1, self.heads, 0, 0)).transpose((0, 2, 1, 3)).reshape((0, 0, -3))
        return self.out(o)


Net = ReluPerformer
