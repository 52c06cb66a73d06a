"""SwAV-style prototype head: embeddings normalised by `L2Normalization`, scored against a bias-free Dense of prototypes, divided by a python temperature and turned into codes by a few Sinkhorn-Knopp steps over the batch (`broadcast_div` by `keepdims` sums), the swapped-prediction loss returned."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(6, 10), (6, 10)]


class Net(HybridBlock):
    def __init__(self, in_units=10, dim=5, n_protos=4, temperature=0.1, eps=0.05, sk_iters=3, **kwargs):
        super().__init__(**kwargs)
        self.temperature, self.eps, self.sk_iters = temperature, eps, sk_iters
        with self.name_scope():
            self.proj = nn.Dense(dim, in_units=in_units)
            self.prototypes = nn.Dense(n_protos, in_units=dim, use_bias=False)

    def codes(self, F, scores):
        Q = F.exp(scores / self.eps)
        for _ in range(self.sk_iters):
            Q = F.broadcast_div(Q, F.sum(Q, axis=0, keepdims=True))
            Q = F.broadcast_div(Q, F.sum(Q, axis=1, keepdims=True))
        return F.stop_gradient(Q)

    def hybrid_forward(self, F, view1, view2):
        s1 = self.prototypes(F.L2Normalization(self.proj(view1)))
        s2 = self.prototypes(F.L2Normalization(self.proj(view2)))
        q1, q2 = self.codes(F, s1), self.codes(F, s2)
        p1 = F.log_softmax(s1 / self.temperature, axis=1)
        p2 = F.log_softmax(s2 / self.temperature, axis=1)
        return -0.5 * (F.sum(q1 * p2, axis=1) + F.sum(q2 * p1, axis=1))
