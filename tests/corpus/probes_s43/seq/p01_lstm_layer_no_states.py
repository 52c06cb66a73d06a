"""An encoder over an `rnn.LSTM` layer called without states (it makes zero states itself)."""
from mxnet.gluon import HybridBlock, nn, rnn

INPUTS = [(2, 5, 4)]


class Net(HybridBlock):
    def __init__(self, hidden=6):
        super().__init__()
        with self.name_scope():
            self.lstm = rnn.LSTM(hidden, layout="NTC", input_size=4)
            self.proj = nn.Dense(3, flatten=False, in_units=hidden)

    def hybrid_forward(self, F, x):
        return self.proj(self.lstm(x))
