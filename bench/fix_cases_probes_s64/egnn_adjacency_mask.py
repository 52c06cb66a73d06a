"""An EGNN step on a dense adjacency: edges where the adjacency logits are positive, self loops removed
by `1 - nd.eye(n_nodes)` with `n_nodes = x.shape[1]`, messages `exp(-d_ij^2)` on the edges, isolated nodes
given a degree of one when `(deg == 0).sum().asscalar() > 0`, the features updated by `h += lin(A h / deg)`
(a plain `/` of (B, N, F) and (B, N, 1)) and the coordinates by the degree-normalised relative positions."""
from mxnet import nd
from mxnet.gluon import nn


INPUTS = [(2, 5, 4), (2, 5, 3), (2, 5, 5)]


class Net(nn.HybridBlock):
    def __init__(self, nf=4, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.lin = nn.Dense(nf, in_units=nf, flatten=False)

    def hybrid_forward(self, F, h, x, adj_logits):
        n_nodes = x.shape[1]
        adj = (adj_logits > 0) * (1 - nd.eye(n_nodes))
        rel = x.expand_dims(2) - x.expand_dims(1)
        dist = (rel ** 2).sum(axis=-1)
        m = F.exp(-dist) * adj
        deg = m.sum(axis=2, keepdims=True)
        if (deg == 0).sum().asscalar() > 0:
            deg = deg + (deg == 0)
        h += self.lin(F.batch_dot(m, h) / deg)
        x = x + (rel * (m / deg).expand_dims(-1)).sum(axis=2)
        return h, x
