"""Audio GRU encoder started from zeros, the final step taken from the end of the sequence."""
from mxnet.gluon import nn, rnn


INPUTS = [(2, 6, 4)]


class Net(nn.HybridBlock):
    def __init__(self, n_mels=4, hidden=5, **kwargs):
        super(Net, self).__init__(**kwargs)
        self._hidden = hidden
        with self.name_scope():
            self.gru = rnn.GRU(hidden, layout='NTC', input_size=n_mels)

    def hybrid_forward(self, F, feats):
        state = F.zeros((1, feats.shape[0], self._hidden))
        out, _ = self.gru(feats, [state])
        return out[:, -1]
