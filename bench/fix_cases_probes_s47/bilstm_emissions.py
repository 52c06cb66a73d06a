"""BiLSTM-CRF encoder: zero begin states sized by the batch, emissions, and the last step's tags."""
from mxnet.gluon import nn, rnn


INPUTS = [(3, 4, 5)]


class Net(nn.HybridBlock):
    def __init__(self, in_units=5, hidden=4, num_tags=3, **kwargs):
        super(Net, self).__init__(**kwargs)
        self._hidden = hidden
        with self.name_scope():
            self.lstm = rnn.LSTM(hidden, bidirectional=True, layout='NTC', input_size=in_units)
            self.emit = nn.Dense(num_tags, in_units=2 * hidden, flatten=False)

    def hybrid_forward(self, F, x):
        h0 = F.zeros((2, x.shape[0], self._hidden))
        c0 = F.zeros((2, x.shape[0], self._hidden))
        out, _ = self.lstm(x, [h0, c0])
        emissions = self.emit(out)
        emissions += F.log_softmax(emissions, axis=-1)
        return emissions[:, -1]
