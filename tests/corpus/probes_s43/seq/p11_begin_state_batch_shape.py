"""Initial states sized with `x.shape[0]` before a cell is unrolled."""
from mxnet.gluon import HybridBlock, rnn

INPUTS = [(2, 3, 4)]


class Net(HybridBlock):
    def __init__(self):
        super().__init__()
        with self.name_scope():
            self.cell = rnn.GRUCell(5, input_size=4)

    def hybrid_forward(self, F, x):
        begin = self.cell.begin_state(batch_size=x.shape[0], func=F.zeros)
        out, _ = self.cell.unroll(3, x, begin_state=begin, layout="NTC", merge_outputs=True)
        return out
