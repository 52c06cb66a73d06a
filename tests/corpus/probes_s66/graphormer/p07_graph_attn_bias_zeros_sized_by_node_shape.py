"""Graphormer's `graph_attn_bias` initialised as `F.zeros((n_graph, n_node + 1, n_node + 1))` with
`n_graph, n_node = x.shape[:2]` (a symbol has no shape when traced), then the spatial bias padded in."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 4), (2, 5, 5)]


class AttnBiasFromShape(HybridBlock):
    def __init__(self, max_dist=6, **kwargs):
        super().__init__(**kwargs)
        self.max_dist = max_dist
        with self.name_scope():
            self.spatial = nn.Embedding(max_dist, 1)

    def hybrid_forward(self, F, x, dist_raw):
        n_graph, n_node = x.shape[:2]
        base = F.zeros((n_graph, n_node + 1, n_node + 1))
        dist = F.clip(F.floor((dist_raw + 1) * 3), 0, self.max_dist - 1)
        spatial = F.pad(self.spatial(dist).transpose((0, 3, 1, 2)), mode="constant",
                        pad_width=(0, 0, 0, 0, 1, 0, 1, 0)).reshape((-3, 0, 0))
        return base + spatial


Net = AttnBiasFromShape
