"""EvolveGCN-O over a python list of snapshots given as `*snapshots` (T adjacencies then T feature
matrices, T from the constructor): `adjs, feats = snapshots[:t], snapshots[t:]` (tuple slices), the GCN
weight (F, H) evolved per step by a `GRUCell` whose input and state are the previous weight's rows, each
snapshot's `relu(A X W)`, the last step returned."""
from mxnet.gluon import HybridBlock, rnn

INPUTS = [(4, 4), (4, 4), (4, 4), (4, 3), (4, 3), (4, 3)]


class EvolveGcnO(HybridBlock):
    def __init__(self, in_dim=3, hidden=3, steps=3, **kwargs):
        super().__init__(**kwargs)
        self._t = steps
        with self.name_scope():
            self.w0 = self.params.get("w0", shape=(in_dim, hidden), init="xavier")
            self.cell = rnn.GRUCell(hidden, input_size=hidden)

    def hybrid_forward(self, F, *snapshots, **params):
        adjs, feats = snapshots[:self._t], snapshots[self._t:]
        w = params["w0"]
        out = None
        for a, x in zip(adjs, feats):
            w, _ = self.cell(w, [w])
            out = F.relu(F.dot(a, F.dot(x, w)))
        return out


Net = EvolveGcnO
