"""A GRU cell unrolled over a configured length with `layout='NTC'` and merged outputs."""
from mxnet.gluon import HybridBlock, rnn

INPUTS = [(2, 5, 4)]


class Net(HybridBlock):
    def __init__(self, seq_len=5):
        super().__init__()
        self._seq_len = seq_len
        with self.name_scope():
            self.cell = rnn.GRUCell(6, input_size=4)

    def hybrid_forward(self, F, x):
        outputs, states = self.cell.unroll(self._seq_len, x, layout="NTC", merge_outputs=True)
        return F.broadcast_add(outputs, F.expand_dims(states[0], axis=1))
