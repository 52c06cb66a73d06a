"""LSTM caption decoder that unrolls `for t in range(words.shape[1])`, taking each step with `slice_axis`."""
from mxnet.gluon import HybridBlock, nn, rnn

INPUTS = [(2, 6, 8), (2, 4, 5)]


class CaptionDecoder(HybridBlock):
    def __init__(self, feat_dim=8, embed=5, hidden=6, vocab=7, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.init_h = nn.Dense(hidden, in_units=feat_dim)
            self.init_c = nn.Dense(hidden, in_units=feat_dim)
            self.cell = rnn.LSTMCell(hidden, input_size=embed)
            self.out = nn.Dense(vocab, in_units=hidden)

    def hybrid_forward(self, F, feats, words):
        mean_feat = F.mean(feats, axis=1)
        states = [F.tanh(self.init_h(mean_feat)), F.tanh(self.init_c(mean_feat))]
        logits = []
        for t in range(words.shape[1]):
            word = F.reshape(F.slice_axis(words, axis=1, begin=t, end=t + 1), shape=(0, -1))
            out, states = self.cell(word, states)
            logits.append(self.out(out))
        return F.stack(*logits, axis=1)


Net = CaptionDecoder
