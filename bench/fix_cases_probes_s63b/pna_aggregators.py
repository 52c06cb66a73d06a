"""PNA's four aggregators on a dense adjacency: messages from a Dense of the neighbours' features,
mean by `F.batch_dot(adj, msg) / F.maximum(deg, 1)`, max and min over the neighbour axis of the
messages broadcast to `(B, N, N, D)` with non-neighbours pushed to -/+1e9 by plain arithmetic on the
(B, N, N, 1) mask, std from the second moment; isolated nodes zeroed; the node's own features and
the four aggregates go through a post-transformation."""
from mxnet.gluon import nn


INPUTS = [(2, 5, 4), (2, 5, 5)]


class Net(nn.HybridBlock):
    def __init__(self, in_dim=4, out_dim=6, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.pretrans = nn.Dense(in_dim, flatten=False, in_units=in_dim)
            self.posttrans = nn.Dense(out_dim, flatten=False, in_units=5 * in_dim)

    def hybrid_forward(self, F, h, adj):
        B, N, D = h.shape
        adj = (adj > 0)
        msg = self.pretrans(h)
        deg = adj.sum(axis=-1, keepdims=True)
        mean = F.batch_dot(adj, msg) / F.maximum(deg, 1)
        sq_mean = F.batch_dot(adj, msg ** 2) / F.maximum(deg, 1)
        std = F.sqrt(F.relu(sq_mean - mean ** 2) + 1e-5)

        nbr = F.broadcast_to(msg.expand_dims(1), (B, N, N, D))
        mask = adj.expand_dims(-1)
        mx = (nbr * mask + (mask - 1) * 1e9).max(axis=2)
        mn = (nbr * mask - (mask - 1) * 1e9).min(axis=2)
        has_nbr = deg > 0
        mx = mx * has_nbr
        mn = mn * has_nbr

        return self.posttrans(F.concat(h, mean, mx, mn, std, dim=-1))
