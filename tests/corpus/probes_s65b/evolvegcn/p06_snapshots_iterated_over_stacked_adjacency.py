"""EvolveGCN whose snapshots come stacked in one (T, N, N) tensor `adjacency`, looped by `for a in
adjacency:` (python iteration over the tensor's first axis), each step a GCN layer with the evolved weight."""
from mxnet.gluon import HybridBlock, rnn

INPUTS = [(3, 4, 4), (4, 3)]


class StackedSnapshots(HybridBlock):
    def __init__(self, in_dim=3, hidden=3, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.w0 = self.params.get("w0", shape=(in_dim, hidden), init="xavier")
            self.cell = rnn.GRUCell(hidden, input_size=hidden)

    def hybrid_forward(self, F, adjacency, x, w0):
        w, h = w0, x
        for a in adjacency:
            w, _ = self.cell(w, [w])
            h = F.relu(F.dot(a, F.dot(x, w)))
        return h


Net = StackedSnapshots
