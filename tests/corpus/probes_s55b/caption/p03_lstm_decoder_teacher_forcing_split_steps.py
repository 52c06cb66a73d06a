"""LSTM caption decoder under teacher forcing: initial h and c from the mean region feature, word embeddings split into `max_len` steps with `squeeze_axis=True`, an `LSTMCell` stepped in a python loop, logits stacked on axis 1."""
from mxnet.gluon import HybridBlock, nn, rnn

INPUTS = [(2, 6, 8), (2, 4, 5)]


class CaptionDecoder(HybridBlock):
    def __init__(self, feat_dim=8, embed=5, hidden=6, vocab=7, max_len=4, **kwargs):
        super().__init__(**kwargs)
        self.max_len = max_len
        with self.name_scope():
            self.init_h = nn.Dense(hidden, in_units=feat_dim)
            self.init_c = nn.Dense(hidden, in_units=feat_dim)
            self.cell = rnn.LSTMCell(hidden, input_size=embed)
            self.out = nn.Dense(vocab, in_units=hidden)

    def hybrid_forward(self, F, feats, words):
        mean_feat = F.mean(feats, axis=1)
        states = [F.tanh(self.init_h(mean_feat)), F.tanh(self.init_c(mean_feat))]
        logits = []
        for word in F.split(words, num_outputs=self.max_len, axis=1, squeeze_axis=True):
            out, states = self.cell(word, states)
            logits.append(self.out(out))
        return F.stack(*logits, axis=1)


Net = CaptionDecoder
