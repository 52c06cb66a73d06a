"""Top-k pooling whose kept nodes (N, k, F) are gated by their (N, k, 1) sigmoid scores with a plain `*`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 5)]


class TopKPool(HybridBlock):
    def __init__(self, nodes=6, k=3, **kwargs):
        super().__init__(**kwargs)
        self.nodes, self.k = nodes, k
        with self.name_scope():
            self.proj = nn.Dense(1, flatten=False)

    def hybrid_forward(self, F, x):
        score = self.proj(x).reshape((0, -1))
        vals, idx = F.topk(score, axis=1, k=self.k, ret_typ="both")
        kept = F.batch_dot(F.one_hot(idx, depth=self.nodes), x)
        return kept * F.sigmoid(vals).expand_dims(-1)


Net = TopKPool
