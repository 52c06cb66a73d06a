"""SAGPool / top-k pooling: node scores from a graph convolution, the top `k` node indices by `F.topk(ret_typ='indices')` with `k` from the constructor, nodes gathered by `batch_dot` with a python-depth `one_hot`, gated by the tanh of their scores."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 5), (2, 6, 6)]


class SAGPool(HybridBlock):
    def __init__(self, nodes=6, k=3, **kwargs):
        super().__init__(**kwargs)
        self.nodes, self.k = nodes, k
        with self.name_scope():
            self.score = nn.Dense(1, flatten=False)

    def hybrid_forward(self, F, x, adj):
        score = self.score(F.batch_dot(adj, x)).reshape((0, -1))
        idx = F.topk(score, axis=1, k=self.k, ret_typ="indices")
        sel = F.one_hot(idx, depth=self.nodes)
        x_top = F.batch_dot(sel, x)
        gate = F.tanh(F.batch_dot(sel, score.expand_dims(2)))
        return F.broadcast_mul(x_top, gate), F.batch_dot(F.batch_dot(sel, adj), sel, transpose_b=True)


Net = SAGPool
