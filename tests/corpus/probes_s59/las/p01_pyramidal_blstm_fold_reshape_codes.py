"""LAS pyramidal BiLSTM layer: time halved by folding frame pairs into features with reshape codes `(0, -4, -1, 2, 0)` then `(0, 0, -3)`, followed by a bidirectional NTC LSTM."""
from mxnet.gluon import HybridBlock, rnn

INPUTS = [(2, 8, 6)]


class PyramidalBLSTM(HybridBlock):
    def __init__(self, hidden=5, in_units=6, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.lstm = rnn.LSTM(hidden, layout="NTC", bidirectional=True, input_size=2 * in_units)

    def hybrid_forward(self, F, x):
        folded = x.reshape((0, -4, -1, 2, 0)).reshape((0, 0, -3))
        return self.lstm(folded)


Net = PyramidalBLSTM
