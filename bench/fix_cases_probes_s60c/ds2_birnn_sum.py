"""DeepSpeech2's BatchRNN with the two directions summed: a bidirectional LSTM's `(T, N, 2H)` output
viewed as `(x.shape[0], x.shape[1], 2, -1)`, summed over the direction axis, and the last frame
`x[-1]` classified beside the full sequence's mean."""
from mxnet.gluon import nn, rnn


INPUTS = [(5, 2, 3)]


class Net(nn.HybridBlock):
    def __init__(self, d=3, hidden=4, classes=2, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.rnn = rnn.LSTM(hidden, layout='TNC', bidirectional=True, input_size=d)
            self.fc = nn.Dense(classes, in_units=2 * hidden)

    def hybrid_forward(self, F, x):
        x = self.rnn(x)
        x = x.reshape((x.shape[0], x.shape[1], 2, -1)).sum(axis=2)
        return self.fc(F.concat(x[-1], x.mean(axis=0), dim=1))
