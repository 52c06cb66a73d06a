"""HGT message normalised by the target degree computed on the host: `deg = adj.sum(axis=1).asnumpy()`, clipped to at least 1 in numpy and turned back into an array for the division."""
import numpy as onp
from mxnet.gluon import HybridBlock, nn

INPUTS = [(5, 8), (4, 5)]


class HostDegreeNorm(HybridBlock):
    def __init__(self, dim=8, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.v = nn.Dense(dim, flatten=False)

    def hybrid_forward(self, F, x_src, adj):
        adj = F.relu(adj)
        deg = onp.maximum(adj.sum(axis=1).asnumpy(), 1.0)
        return F.broadcast_div(F.dot(adj, self.v(x_src)), F.array(deg).reshape((-1, 1)))


Net = HostDegreeNorm
