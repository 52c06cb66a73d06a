"""CRNN's per-step classifier written as a loop: the time-major BiLSTM output classified step by
step over `range(seq.shape[0])` with `seq[t]`, the steps stacked back to (T, N, C)."""
from mxnet.gluon import nn, rnn


INPUTS = [(2, 1, 2, 7)]


class Net(nn.HybridBlock):
    def __init__(self, classes=4, hidden=3, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.conv = nn.Conv2D(3, (2, 3), padding=(0, 1), in_channels=1)
            self.rnn = rnn.LSTM(hidden, layout='TNC', bidirectional=True, input_size=3)
            self.fc = nn.Dense(classes, in_units=2 * hidden)

    def hybrid_forward(self, F, x):
        feat = F.relu(self.conv(x)).squeeze(axis=2)
        seq = self.rnn(feat.transpose((2, 0, 1)))
        outs = []
        for t in range(seq.shape[0]):
            outs.append(self.fc(seq[t]))
        return F.stack(*outs, axis=0)
