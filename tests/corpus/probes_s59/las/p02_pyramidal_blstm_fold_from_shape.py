"""LAS pyramidal BiLSTM layer folding frame pairs with `batch, steps, dim = x.shape` and `x.reshape((batch, steps // 2, dim * 2))`, as the PyTorch ports write it."""
from mxnet.gluon import HybridBlock, rnn

INPUTS = [(2, 8, 6)]


class ShapePyramidalBLSTM(HybridBlock):
    def __init__(self, hidden=5, in_units=6, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.lstm = rnn.LSTM(hidden, layout="NTC", bidirectional=True, input_size=2 * in_units)

    def hybrid_forward(self, F, x):
        batch, steps, dim = x.shape
        folded = x.reshape((batch, steps // 2, dim * 2))
        return self.lstm(folded)


Net = ShapePyramidalBLSTM
