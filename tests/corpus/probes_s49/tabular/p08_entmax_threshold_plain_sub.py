"""A TabNet mask by a sparsemax whose threshold subtraction is plain `z - tau`, (N, K) scores against the (N, 1) threshold."""
import numpy as np
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 6)]


class Net(HybridBlock):
    def __init__(self, k=6, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.scores = nn.Dense(k, in_units=6)
            self.rng = self.params.get_constant("rng", np.arange(1, k + 1, dtype="float32").reshape(1, k))
            self.triu = self.params.get_constant("triu", np.triu(np.ones((k, k), dtype="float32")))

    def hybrid_forward(self, F, x, rng, triu):
        z = self.scores(x)
        zs = F.sort(z, axis=1, is_ascend=False)
        support = F.broadcast_greater(1 + F.broadcast_mul(rng, zs), F.dot(zs, triu))
        tau = (F.sum(zs * support, axis=1, keepdims=True) - 1) / F.sum(support, axis=1, keepdims=True)
        return F.relu(z - tau) * x
