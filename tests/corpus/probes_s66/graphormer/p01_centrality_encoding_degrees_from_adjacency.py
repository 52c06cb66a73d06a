"""Graphormer's centrality encoding: in- and out-degrees counted from a dense (N, n, n) adjacency (`adj > 0`
summed over each axis), clipped to the table size, looked up in two embeddings and added with plain `+` to the
(N, n, C) node features (all three equal shapes)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 3), (2, 5, 5)]


class CentralityEncoding(HybridBlock):
    def __init__(self, dims=4, max_degree=8, **kwargs):
        super().__init__(**kwargs)
        self.max_degree = max_degree
        with self.name_scope():
            self.atom = nn.Dense(dims, flatten=False, in_units=3)
            self.in_degree = nn.Embedding(max_degree, dims)
            self.out_degree = nn.Embedding(max_degree, dims)

    def hybrid_forward(self, F, node_feat, adj_raw):
        adj = adj_raw > 0
        in_deg = F.clip(F.sum(adj, axis=1), 0, self.max_degree - 1)
        out_deg = F.clip(F.sum(adj, axis=2), 0, self.max_degree - 1)
        return self.atom(node_feat) + self.in_degree(in_deg) + self.out_degree(out_deg)


Net = CentralityEncoding
