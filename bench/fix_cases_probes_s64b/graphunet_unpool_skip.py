"""One level of a Graph U-Net: a GCN on the full graph (kept as the skip), gPool to the top
`ceil(ratio * n)` nodes, a GCN on the pooled graph, gUnpool scattering the pooled features back to
the original `(n, c)` rows by `scatter_nd` (the other rows zero), the skip added, and a last GCN.
The sizes are read from `h.shape`."""
import math

from mxnet.gluon import nn


INPUTS = [(6, 4), (6, 6)]


class Net(nn.HybridBlock):
    def __init__(self, dim=4, ratio=0.5, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.ratio = ratio
        with self.name_scope():
            self.proj = nn.Dense(1, in_units=dim)
            self.down = nn.Dense(dim, in_units=dim, activation='relu')
            self.mid = nn.Dense(dim, in_units=dim, activation='relu')
            self.up = nn.Dense(dim, in_units=dim)

    def hybrid_forward(self, F, h, adj):
        n, c = h.shape
        k = int(math.ceil(self.ratio * n))
        skip = self.down(F.dot(adj, h))
        score = F.sigmoid(self.proj(skip)).reshape((-1,))
        idx = F.topk(score, k=k, ret_typ='indices')
        small = F.take(skip, idx) * F.take(score, idx).reshape((k, 1))
        small_adj = F.take(F.take(adj, idx, axis=0), idx, axis=1)
        small = self.mid(F.dot(small_adj, small))
        up = F.scatter_nd(small, idx.reshape((1, k)), shape=(n, c))
        return self.up(F.dot(adj, up + skip))
