"""SwAV Sinkhorn ported from PyTorch: `B = Q.shape[1]; K = Q.shape[0]` -- `.shape` of a traced symbol."""
from mxnet.gluon import HybridBlock

INPUTS = [(4, 6)]


class SinkhornShape(HybridBlock):
    def __init__(self, eps=0.05, n_iters=3, **kwargs):
        super(SinkhornShape, self).__init__(**kwargs)
        self.eps, self.n_iters = eps, n_iters

    def hybrid_forward(self, F, scores):
        Q = F.transpose(F.exp(scores / self.eps))
        B, K = Q.shape[1], Q.shape[0]
        Q = F.broadcast_div(Q, Q.sum())
        for _ in range(self.n_iters):
            Q = F.broadcast_div(Q, Q.sum(axis=1, keepdims=True)) / K
            Q = F.broadcast_div(Q, Q.sum(axis=0, keepdims=True)) / B
        return F.transpose(Q * B)


Net = SinkhornShape
