"""RNN-T prediction network: label embeddings shifted right by a blank (all-zero) start frame from `zeros_like(slice_axis(...))`, an LSTM over U+1 steps, then the joint of the last encoder frame."""
from mxnet.gluon import HybridBlock, nn, rnn

INPUTS = [(2, 5, 6), (2, 3, 4)]


class PredictionNet(HybridBlock):
    def __init__(self, embed=4, hidden=6, vocab=5, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.lstm = rnn.LSTM(hidden, layout="NTC", input_size=embed)
            self.out = nn.Dense(vocab, flatten=False, in_units=hidden)

    def hybrid_forward(self, F, enc, labels_emb):
        start = F.zeros_like(F.slice_axis(labels_emb, axis=1, begin=0, end=1))
        g = self.lstm(F.concat(start, labels_emb, dim=1))
        last = F.slice_axis(enc, axis=1, begin=-1, end=None)
        return self.out(F.tanh(F.broadcast_add(g, last)))


Net = PredictionNet
