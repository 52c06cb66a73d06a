"""GIN layer on a batched graph with a dense (N, N) adjacency input thresholded to 0/1: `h = (1 + eps) * x + A @ x` with a learned (1,) eps Parameter applied by `broadcast_mul`, then a two-layer MLP."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(10, 6), (10, 10)]


class GINConv(HybridBlock):
    def __init__(self, in_units=6, hidden=8, **kwargs):
        super(GINConv, self).__init__(**kwargs)
        with self.name_scope():
            self.eps = self.params.get("eps", shape=(1,), init="zeros")
            self.mlp = nn.HybridSequential()
            self.mlp.add(nn.Dense(hidden, in_units=in_units, activation="relu"), nn.Dense(hidden, in_units=hidden))

    def hybrid_forward(self, F, x, adj, eps):
        a = adj > 0.5
        neigh = F.dot(a, x)
        return self.mlp(F.broadcast_mul(1 + eps, x) + neigh)


Net = GINConv
