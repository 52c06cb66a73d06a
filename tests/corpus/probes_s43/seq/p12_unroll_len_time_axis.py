"""The unroll length is read from the input's time axis with `x.shape[1]`."""
from mxnet.gluon import HybridBlock, rnn

INPUTS = [(2, 3, 4)]


class Net(HybridBlock):
    def __init__(self):
        super().__init__()
        with self.name_scope():
            self.cell = rnn.RNNCell(5, input_size=4)

    def hybrid_forward(self, F, x):
        out, _ = self.cell.unroll(x.shape[1], x, layout="NTC", merge_outputs=True)
        return out
