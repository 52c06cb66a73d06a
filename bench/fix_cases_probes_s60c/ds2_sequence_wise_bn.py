"""DeepSpeech2's SequenceWise batch norm between recurrent layers: the time-major `(T, N, H)` output
folded to `(T * N, H)` from `t, n = x.shape[0], x.shape[1]`, normalised by a BatchNorm over features,
unfolded back to `(t, n, -1)`, then the next GRU layer."""
from mxnet.gluon import nn, rnn


INPUTS = [(5, 2, 4)]


class Net(nn.HybridBlock):
    def __init__(self, d=4, hidden=3, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.bn = nn.BatchNorm(in_channels=d)
            self.rnn = rnn.GRU(hidden, layout='TNC', input_size=d)

    def hybrid_forward(self, F, x):
        t, n = x.shape[0], x.shape[1]
        x = x.reshape((t * n, -1))
        x = self.bn(x)
        x = x.reshape((t, n, -1))
        return self.rnn(x)
