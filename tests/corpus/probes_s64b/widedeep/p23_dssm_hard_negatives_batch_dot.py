"""DSSM with K hard-negative documents per query (N, K, Din): the document tower `Dense(flatten=False)` on them, cosines by `F.batch_dot(d, q.expand_dims(2))` reshaped `(0, -1)` to (N, K), the positive's cosine `F.sum(q * p, axis=1, keepdims=True)` concatenated first, softmax cross-entropy on index 0."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 6), (4, 5), (4, 3, 5)]


class HardNegativeDSSM(HybridBlock):
    def __init__(self, dim=8, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.qt = nn.Dense(dim, activation="tanh")
            self.dt = nn.Dense(dim, activation="tanh", flatten=False)

    def hybrid_forward(self, F, query, pos, negs):
        q = F.L2Normalization(self.qt(query))
        p = F.L2Normalization(self.dt(pos))
        d = F.L2Normalization(self.dt(negs), mode="spatial")
        neg = F.batch_dot(d, q.expand_dims(2)).reshape((0, -1))
        logits = F.concat(F.sum(q * p, axis=1, keepdims=True), neg, dim=1) * 10.0
        return -F.mean(F.pick(F.log_softmax(logits, axis=1), F.zeros_like(F.sum(q, axis=1)), axis=1))


Net = HardNegativeDSSM
