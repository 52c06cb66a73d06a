"""RNN-T prediction network whose LSTM states come from `self.lstm.begin_state(batch_size=labels_emb.shape[0], func=F.zeros)`."""
from mxnet.gluon import HybridBlock, nn, rnn

INPUTS = [(2, 5, 6), (2, 3, 4)]


class PredictionNet(HybridBlock):
    def __init__(self, embed=4, hidden=6, vocab=5, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.lstm = rnn.LSTM(hidden, layout="NTC", input_size=embed)
            self.out = nn.Dense(vocab, flatten=False, in_units=hidden)

    def hybrid_forward(self, F, enc, labels_emb):
        states = self.lstm.begin_state(batch_size=labels_emb.shape[0], func=F.zeros)
        g, _ = self.lstm(labels_emb, states)
        last = F.slice_axis(enc, axis=1, begin=-1, end=None)
        return self.out(F.tanh(F.broadcast_add(g, last)))


Net = PredictionNet
