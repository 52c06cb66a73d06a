"""Numpy-mode (MXNet 2 style) Graphormer attention in `forward`: per-head spatial biases `(N, n, n, H)`
transposed to `(N, H, n, n)`, heads split by `reshape(n_graph, n_node, H, -1)` with sizes read from `x.shape`,
and a (N, 1, 1, n) padding mask added with broadcasting `+` (numpy semantics)."""
from mxnet import np, npx
from mxnet.gluon import HybridBlock, nn

npx.set_np()

INPUTS = [(2, 5, 8), (2, 5, 5), (2, 5)]


class NumpyGraphAttention(HybridBlock):
    def __init__(self, dims=8, heads=2, max_dist=6, **kwargs):
        super().__init__(**kwargs)
        self.heads, self.max_dist = heads, max_dist
        self.qkv = nn.Dense(3 * dims, flatten=False, in_units=dims)
        self.spatial = nn.Embedding(max_dist, heads)

    def forward(self, x, dist_raw, valid):
        n_graph, n_node, _ = x.shape
        dist = np.clip(np.floor((dist_raw + 1) * 3), 0, self.max_dist - 1)
        bias = self.spatial(dist).transpose(0, 3, 1, 2)
        q, k, v = np.split(self.qkv(x).reshape(n_graph, n_node, 3 * self.heads, -1).transpose(0, 2, 1, 3), 3, axis=1)
        mask = np.where(valid > -0.5, 0.0, -1e9).reshape(n_graph, 1, 1, n_node)
        scores = np.matmul(q, k.transpose(0, 1, 3, 2)) + bias + mask
        return np.matmul(npx.softmax(scores, axis=-1), v)


Net = NumpyGraphAttention
