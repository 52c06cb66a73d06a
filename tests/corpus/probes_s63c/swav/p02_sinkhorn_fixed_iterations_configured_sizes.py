"""SwAV Sinkhorn-Knopp: `Q = transpose(exp(scores / eps))`, normalised by its total by `broadcast_div`, then `for _ in range(self.n_iters)` rows and columns normalised by keepdims sums and divided by the configured K and B (python ints), transposed back and scaled by B."""
from mxnet.gluon import HybridBlock

INPUTS = [(4, 6)]


class Sinkhorn(HybridBlock):
    def __init__(self, batch=4, n_protos=6, eps=0.05, n_iters=3, **kwargs):
        super(Sinkhorn, self).__init__(**kwargs)
        self.B, self.K, self.eps, self.n_iters = batch, n_protos, eps, n_iters

    def hybrid_forward(self, F, scores):
        Q = F.transpose(F.exp(scores / self.eps))
        Q = F.broadcast_div(Q, Q.sum())
        for _ in range(self.n_iters):
            Q = F.broadcast_div(Q, Q.sum(axis=1, keepdims=True)) / self.K
            Q = F.broadcast_div(Q, Q.sum(axis=0, keepdims=True)) / self.B
        return F.transpose(Q * self.B)


Net = Sinkhorn
