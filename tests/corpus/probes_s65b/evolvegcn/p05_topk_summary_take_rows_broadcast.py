"""EvolveGCN-H's summarisation: node scores `X p / ||p||` by `broadcast_div` against a (F, 1) Parameter, the top-k node
indices by `F.topk(axis=0, k=k)` (k the constructor's hidden size), rows taken by `F.take`, scaled by
`tanh` of their scores through `F.broadcast_mul`; then the GRU input."""
from mxnet.gluon import HybridBlock

INPUTS = [(5, 3)]


class TopkSummary(HybridBlock):
    def __init__(self, in_dim=3, k=3, **kwargs):
        super().__init__(**kwargs)
        self._k = k
        with self.name_scope():
            self.p = self.params.get("p", shape=(in_dim, 1), init="normal")

    def hybrid_forward(self, F, x, p):
        scores = F.broadcast_div(F.dot(x, p), F.norm(p))
        idx = F.topk(scores, axis=0, k=self._k).reshape((-1,))
        top = F.take(x, idx)
        return F.broadcast_mul(top, F.tanh(F.take(scores, idx)))


Net = TopkSummary
