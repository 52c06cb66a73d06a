"""DeepVAR encoder in TNC layout taking the last time step's output as `enc[-1]` (integer index of the (T, N, H) tensor) for the distribution head."""
from mxnet.gluon import HybridBlock, nn, rnn

INPUTS = [(6, 2, 3)]


class LastStepHead(HybridBlock):
    def __init__(self, dim=3, hidden=8, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.lstm = rnn.LSTM(hidden, layout="TNC")
            self.mu = nn.Dense(dim)

    def hybrid_forward(self, F, past):
        enc = self.lstm(past)
        return self.mu(enc[-1])


Net = LastStepHead
