"""Bidirectional LSTM encoder with explicit states: `begin_state(batch_size=x.shape[0])`, the final hidden state (2, B, H) split into its directions by `h[0]`, `h[1]` and concatenated as the sentence feature."""
from mxnet.gluon import nn, rnn


INPUTS = [(2, 5, 3)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.lstm = rnn.LSTM(4, layout='NTC', bidirectional=True, input_size=3)
            self.fc = nn.Dense(2, in_units=8)

    def hybrid_forward(self, F, x):
        states = self.lstm.begin_state(batch_size=x.shape[0], func=F.zeros)
        out, (h, c) = self.lstm(x, states)
        feat = F.concat(h[0], h[1], dim=1)
        return self.fc(feat) + out.mean(axis=1).sum(axis=1, keepdims=True)
