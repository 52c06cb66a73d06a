"""Two stacked LSTM cells, each unrolled with its own begin_state; the states are kept in a list."""
from mxnet.gluon import HybridBlock, rnn

INPUTS = [(2, 3, 4)]


class Net(HybridBlock):
    def __init__(self, length=3):
        super().__init__()
        self._length = length
        with self.name_scope():
            self.cells = [rnn.LSTMCell(5, input_size=4), rnn.LSTMCell(5, input_size=5)]
            for i, c in enumerate(self.cells):
                self.register_child(c, "cell%d" % i)

    def hybrid_forward(self, F, x):
        states = []
        for cell in self.cells:
            x, s = cell.unroll(self._length, x, layout="NTC", merge_outputs=True)
            states.append(s)
        return x, states[-1][0]
