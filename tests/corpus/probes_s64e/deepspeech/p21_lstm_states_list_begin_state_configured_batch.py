"""DeepSpeech2 streaming RNN: `states = self.rnn.begin_state(batch_size=self._b)` of a configured batch (a python list [h, c]), `out, states = self.rnn(x, states)`, then `len(states)` and `states[0] + states[1]` -- elements of a python list of two (L, N, H) arrays of equal shape."""
from mxnet.gluon import HybridBlock, rnn

INPUTS = [(5, 2, 4)]


class StreamingRNN(HybridBlock):
    def __init__(self, hidden=6, batch=2, **kwargs):
        super().__init__(**kwargs)
        self._b = batch
        self.rnn = rnn.LSTM(hidden, layout="TNC", input_size=4)

    def hybrid_forward(self, F, x):
        states = self.rnn.begin_state(batch_size=self._b, func=F.zeros)
        out, states = self.rnn(x, states)
        summary = (states[0] + states[1]) / len(states)
        return out, summary


Net = StreamingRNN
