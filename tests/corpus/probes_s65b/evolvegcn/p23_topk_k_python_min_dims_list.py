"""EvolveGCN-H step with python sizes beside tensors: `k = min(self._dims[-1], self._n)` from a
constructor list of layer widths and the node count, top-k rows by `F.topk(axis=0, k=k)` and `F.take`,
scaled by `tanh` of their scores via `broadcast_mul`, fed to a `GRUCell` as input with the previous
weight as state."""
from mxnet.gluon import HybridBlock, rnn

INPUTS = [(5, 3)]


class TopkGruStep(HybridBlock):
    def __init__(self, dims=(3, 3), num_nodes=5, **kwargs):
        super().__init__(**kwargs)
        self._dims, self._n = list(dims), num_nodes
        with self.name_scope():
            self.p = self.params.get("p", shape=(dims[0], 1), init="normal")
            self.w0 = self.params.get("w0", shape=(dims[0], dims[-1]), init="xavier")
            self.cell = rnn.GRUCell(dims[-1], input_size=dims[0])

    def hybrid_forward(self, F, x, p, w0):
        k = min(self._dims[-1], self._n)
        scores = F.broadcast_div(F.dot(x, p), F.norm(p))
        idx = F.topk(scores, axis=0, k=k).reshape((-1,))
        summary = F.broadcast_mul(F.take(x, idx), F.tanh(F.take(scores, idx)))
        w, _ = self.cell(summary, [w0])
        return F.dot(x, w)


Net = TopkGruStep
