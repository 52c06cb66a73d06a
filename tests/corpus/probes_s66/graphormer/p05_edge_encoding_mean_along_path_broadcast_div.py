"""Graphormer's edge encoding ("multi_hop"): edge features along each shortest path (N, n, n, D, E) embedded to
per-head weights by a `flatten=False` Dense, summed over the D path positions and divided by the path length
(distances clipped to >= 1, expanded to (N, n, n, 1)) with `F.broadcast_div`, transposed to (N, H, n, n)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 4, 3, 5), (2, 4, 4)]


class EdgeEncoding(HybridBlock):
    def __init__(self, heads=2, max_path=3, **kwargs):
        super().__init__(**kwargs)
        self.max_path = max_path
        with self.name_scope():
            self.edge = nn.Dense(heads, flatten=False, in_units=5)

    def hybrid_forward(self, F, path_edges, dist_raw):
        dist = F.clip(F.floor((dist_raw + 1) * 2), 1, self.max_path)
        summed = F.sum(self.edge(path_edges), axis=3)                      # (N, n, n, H)
        mean = F.broadcast_div(summed, dist.expand_dims(-1))
        return F.transpose(mean, axes=(0, 3, 1, 2))


Net = EdgeEncoding
