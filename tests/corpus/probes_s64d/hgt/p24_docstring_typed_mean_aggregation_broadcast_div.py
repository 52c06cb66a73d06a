"""HGT mean aggregation with docstring-typed arguments (`adj : NDArray, shape (Np, Na)`): the adjacency row-normalised by `F.broadcast_div` of its keepdims degree plus one, the messages by `F.dot`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(5, 8), (4, 5)]


class MeanAggregate(HybridBlock):
    def __init__(self, dim=8, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.v = nn.Dense(dim, flatten=False)

    def hybrid_forward(self, F, x_src, adj):
        """
        Parameters
        ----------
        x_src : NDArray, shape (Na, D)
        adj : NDArray, shape (Np, Na)
        """
        adj = F.relu(adj)
        norm = F.broadcast_div(adj, F.sum(adj, axis=1, keepdims=True) + 1)
        return F.dot(norm, self.v(x_src))


Net = MeanAggregate
