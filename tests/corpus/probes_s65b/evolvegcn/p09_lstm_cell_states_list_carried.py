"""EvolveGCN-O with an `LSTMCell`: the weight evolved by `w, states = self.cell(w, states)`, the `[h, c]`
states list carried over a python loop of two snapshot pairs, the initial states made by
`F.zeros_like(w0)` twice (a python list of two tensors)."""
from mxnet.gluon import HybridBlock, rnn

INPUTS = [(4, 4), (4, 3), (4, 4), (4, 3)]


class LstmEvolveGcn(HybridBlock):
    def __init__(self, in_dim=3, hidden=3, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.w0 = self.params.get("w0", shape=(in_dim, hidden), init="xavier")
            self.cell = rnn.LSTMCell(hidden, input_size=hidden)

    def hybrid_forward(self, F, a0, x0, a1, x1, w0):
        w, states = w0, [F.zeros_like(w0), F.zeros_like(w0)]
        outs = []
        for a, x in ((a0, x0), (a1, x1)):
            w, states = self.cell(w, states)
            outs.append(F.relu(F.dot(a, F.dot(x, w))))
        return outs[-1] + outs[0]


Net = LstmEvolveGcn
