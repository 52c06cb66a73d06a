"""DCRNN's supports built from an adjacency handed to forward: self loops by `adj + F.eye(adj.shape[0])`,
the random-walk normalisation `adj * d_inv.reshape((-1, 1))` with `d_inv = 1 / adj.sum(axis=1)`
(a (N, N) by (N, 1) plain `*`), and one diffusion step on node features `(n, N, c)` by a per-sample
loop over `range(len(x))`."""
from mxnet.gluon import nn


INPUTS = [(2, 4, 3), (4, 4)]


class Net(nn.HybridBlock):
    def __init__(self, cin=3, units=2, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.proj = nn.Dense(units, in_units=2 * cin, flatten=False)

    def hybrid_forward(self, F, x, adj):
        adj = F.abs(adj) + F.eye(adj.shape[0])
        d_inv = 1.0 / adj.sum(axis=1)
        rw = adj * d_inv.reshape((-1, 1))
        steps = []
        for i in range(len(x)):
            steps.append(F.dot(rw, x[i]))
        diffused = F.stack(*steps)
        return self.proj(F.concat(x, diffused, dim=-1))
