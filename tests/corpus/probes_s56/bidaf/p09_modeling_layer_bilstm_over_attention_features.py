"""BiDAF modelling layer: a bidirectional LSTM over G, the end pointer reading `concat(G, M2)`; `c * c2q` products of equal shapes."""
from mxnet.gluon import HybridBlock, nn, rnn

INPUTS = [(2, 7, 6), (2, 4, 6)]


class ModelingLayer(HybridBlock):
    def __init__(self, dim=6, hidden=4, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.model = rnn.LSTM(hidden, layout="NTC", bidirectional=True, input_size=4 * dim)
            self.end_rnn = rnn.LSTM(hidden, layout="NTC", bidirectional=True, input_size=2 * hidden)
            self.start = nn.Dense(1, flatten=False, in_units=4 * dim + 2 * hidden)
            self.end = nn.Dense(1, flatten=False, in_units=4 * dim + 2 * hidden)

    def hybrid_forward(self, F, c, q):
        att = F.softmax(F.batch_dot(c, q, transpose_b=True), axis=-1)
        c2q = F.batch_dot(att, q)
        G = F.concat(c, c2q, c * c2q, c - c2q, dim=2)
        M = self.model(G)
        M2 = self.end_rnn(M)
        p1 = F.squeeze(self.start(F.concat(G, M, dim=2)), axis=2)
        p2 = F.squeeze(self.end(F.concat(G, M2, dim=2)), axis=2)
        return p1, p2


Net = ModelingLayer
