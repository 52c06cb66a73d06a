"""APPNP (predict then propagate, dense): an MLP predicts H0 from node features, the adjacency thresholded
to 0/1, self-loops added with `F.eye(N)` for the configured N, degrees `D^-1/2` by `rsqrt`, the normalised
A_hat by two `broadcast_mul`s with (N, 1) and (1, N) views, then K steps H = (1 - alpha) A_hat H + alpha H0."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(6, 5), (6, 6)]


class APPNP(HybridBlock):
    def __init__(self, num_nodes=6, hidden=8, classes=3, K=4, alpha=0.1, **kwargs):
        super().__init__(**kwargs)
        self.N, self.K, self.alpha = num_nodes, K, alpha
        with self.name_scope():
            self.mlp = nn.HybridSequential()
            self.mlp.add(nn.Dense(hidden, activation="relu"), nn.Dropout(0.5), nn.Dense(classes))

    def hybrid_forward(self, F, x, adj):
        a = (adj > 0) + F.eye(self.N)
        dinv = F.rsqrt(F.sum(a, axis=1))
        a_hat = F.broadcast_mul(F.broadcast_mul(dinv.reshape((-1, 1)), a), dinv.reshape((1, -1)))
        h0 = self.mlp(x)
        h = h0
        for _ in range(self.K):
            h = (1 - self.alpha) * F.dot(a_hat, h) + self.alpha * h0
        return F.log_softmax(h, axis=-1)


Net = APPNP
