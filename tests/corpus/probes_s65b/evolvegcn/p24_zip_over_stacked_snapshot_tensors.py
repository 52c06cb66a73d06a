"""EvolveGCN over snapshots stacked in two tensors, `adj_stack` (T, N, N) and `feat_stack` (T, N, F),
paired by `for t, (a, x) in enumerate(zip(adj_stack, feat_stack)):` (zip iterates both tensors' first
axis)."""
from mxnet.gluon import HybridBlock, rnn

INPUTS = [(3, 4, 4), (3, 4, 3)]


class ZippedStacks(HybridBlock):
    def __init__(self, in_dim=3, hidden=3, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.w0 = self.params.get("w0", shape=(in_dim, hidden), init="xavier")
            self.cell = rnn.GRUCell(hidden, input_size=hidden)

    def hybrid_forward(self, F, adj_stack, feat_stack, w0):
        w, out = w0, None
        for t, (a, x) in enumerate(zip(adj_stack, feat_stack)):
            w, _ = self.cell(w, [w])
            out = F.relu(F.dot(a, F.dot(x, w)))
        return out


Net = ZippedStacks
