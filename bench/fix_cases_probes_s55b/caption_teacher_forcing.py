"""Captioning decoder with teacher forcing: word ids per step taken from `captions[:, t]` over the caption's length, an LSTMCell started from zeros of the batch size, the logits stacked over time."""
from mxnet.gluon import nn, rnn


INPUTS = [(2, 4), (2, 6)]


class Net(nn.HybridBlock):
    def __init__(self, vocab=10, embed=6, hidden=5, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.hidden = hidden
        with self.name_scope():
            self.embed = nn.Embedding(vocab, embed)
            self.init_h = nn.Dense(hidden, in_units=6)
            self.cell = rnn.LSTMCell(hidden, input_size=embed)
            self.logits = nn.Dense(vocab, in_units=hidden)

    def hybrid_forward(self, F, captions, img):
        ids = F.round(F.abs(captions) * 9)
        h = F.tanh(self.init_h(img))
        c = F.zeros((img.shape[0], self.hidden))
        outs = []
        for t in range(captions.shape[1]):
            out, (h, c) = self.cell(self.embed(ids[:, t]), [h, c])
            outs.append(self.logits(out))
        return F.stack(*outs, axis=1)
