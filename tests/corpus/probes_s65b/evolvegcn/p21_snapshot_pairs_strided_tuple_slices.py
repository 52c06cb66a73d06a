"""EvolveGCN-O over interleaved `*snapshots` (adjacency, features, adjacency, features, ...): the pairs
formed by `zip(snapshots[0::2], snapshots[1::2])` (strided slices of the python tuple of inputs, not
tensor subscripts), the weight evolved by a `GRUCell` per pair."""
from mxnet.gluon import HybridBlock, rnn

INPUTS = [(4, 4), (4, 3), (4, 4), (4, 3)]


class InterleavedSnapshots(HybridBlock):
    def __init__(self, in_dim=3, hidden=3, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.w0 = self.params.get("w0", shape=(in_dim, hidden), init="xavier")
            self.cell = rnn.GRUCell(hidden, input_size=hidden)

    def hybrid_forward(self, F, *snapshots, **params):
        w = params["w0"]
        outs = []
        for a, x in zip(snapshots[0::2], snapshots[1::2]):
            w, _ = self.cell(w, [w])
            outs.append(F.relu(F.dot(a, F.dot(x, w))))
        return F.stack(*outs, axis=0)


Net = InterleavedSnapshots
