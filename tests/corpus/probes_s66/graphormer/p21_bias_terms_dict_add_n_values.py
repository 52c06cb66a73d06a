"""Graphormer's attention bias assembled from a dict of terms -- `{"spatial": ..., "edge": ...}`, each
(N, n, n) -- and summed by `F.add_n(*biases.values())`, then added with a plain `+` to scores of the same
shape."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 4), (2, 5, 5), (2, 5, 5, 3)]


class DictBiasAttention(HybridBlock):
    def __init__(self, dims=4, max_dist=6, **kwargs):
        super().__init__(**kwargs)
        self.max_dist = max_dist
        with self.name_scope():
            self.qkv = nn.Dense(3 * dims, flatten=False, in_units=dims)
            self.spatial = nn.Embedding(max_dist, 1)
            self.edge = nn.Dense(1, flatten=False, in_units=3)

    def hybrid_forward(self, F, x, dist_raw, edge_feat):
        dist = F.clip(F.floor((dist_raw + 1) * 3), 0, self.max_dist - 1)
        biases = {"spatial": F.squeeze(self.spatial(dist), axis=-1),
                  "edge": F.squeeze(self.edge(edge_feat), axis=-1)}
        q, k, v = F.split(self.qkv(x), num_outputs=3, axis=2)
        scores = F.batch_dot(q, k, transpose_b=True) + F.add_n(*biases.values())
        return F.batch_dot(F.softmax(scores, axis=-1), v)


Net = DictBiasAttention
