"""SampleRNN frame tier that builds its GRU's initial state explicitly, `self.rnn.begin_state(batch_size=wav.shape[0], func=F.zeros)`, as the PyTorch port's `h0 = zeros(n_layers, batch, hidden)`."""
from mxnet.gluon import HybridBlock, nn, rnn

INPUTS = [(2, 16)]


class ExplicitStateTier(HybridBlock):
    def __init__(self, frame_size=4, hidden=8, **kwargs):
        super().__init__(**kwargs)
        self._f = frame_size
        with self.name_scope():
            self.inp = nn.Dense(hidden, flatten=False)
            self.rnn = rnn.GRU(hidden, layout="NTC")

    def hybrid_forward(self, F, wav):
        h0 = self.rnn.begin_state(batch_size=wav.shape[0], func=F.zeros)
        out, _ = self.rnn(self.inp(wav.reshape((0, -4, -1, self._f))), h0)
        return out


Net = ExplicitStateTier
