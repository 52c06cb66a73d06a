"""An LSTMCell unrolled over 3 steps; the returned state list indexed and its cell state used."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 3, 4)]


from mxnet.gluon import rnn


class Net(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.cell = rnn.LSTMCell(5, input_size=4)

    def hybrid_forward(self, F, x):
        outputs, states = self.cell.unroll(3, x, layout="NTC", merge_outputs=True)
        h, c = states[0], states[1]
        return outputs, h + F.tanh(c)
