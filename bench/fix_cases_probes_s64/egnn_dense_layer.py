"""An E(n)-equivariant GNN layer on dense graphs (egnn-pytorch style): relative coordinates by a plain
`-` of `x.expand_dims(2)` and `x.expand_dims(1)`, squared distances, the edge MLP on `(h_i, h_j, d_ij)`
with `h_i`, `h_j` broadcast to `(B, N, N, nf)` from `B, N, nf = h.shape`, the coordinate update
`(x_i - x_j) * phi(m_ij)` (a plain `*` of (B, N, N, 3) and (B, N, N, 1)) averaged over the `N - 1`
neighbours, and the node update from the summed messages."""
from mxnet.gluon import nn


INPUTS = [(2, 5, 4), (2, 5, 3)]


def mlp(in_units, hidden, out_units, last_act=True, last_bias=True):
    net = nn.HybridSequential()
    net.add(nn.Dense(hidden, in_units=in_units, flatten=False), nn.Activation('relu'),
            nn.Dense(out_units, in_units=hidden, flatten=False, use_bias=last_bias))
    if last_act:
        net.add(nn.Activation('relu'))
    return net


class Net(nn.HybridBlock):
    def __init__(self, nf=4, hidden=8, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.edge_mlp = mlp(2 * nf + 1, hidden, hidden)
            self.node_mlp = mlp(hidden + nf, hidden, nf, last_act=False)
            self.coord_mlp = mlp(hidden, hidden, 1, last_act=False, last_bias=False)

    def hybrid_forward(self, F, h, x):
        B, N, nf = h.shape
        coord_diff = x.expand_dims(2) - x.expand_dims(1)
        radial = (coord_diff ** 2).sum(axis=-1, keepdims=True)
        h_i = h.expand_dims(2).broadcast_to((B, N, N, nf))
        h_j = h.expand_dims(1).broadcast_to((B, N, N, nf))
        m_ij = self.edge_mlp(F.concat(h_i, h_j, radial, dim=-1))
        trans = coord_diff * self.coord_mlp(m_ij)
        x = x + trans.sum(axis=2) / (N - 1)
        agg = m_ij.sum(axis=2)
        h = h + self.node_mlp(F.concat(h, agg, dim=-1))
        return h, x
