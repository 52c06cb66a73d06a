"""A GRU encoder unrolled from a zero state sized by the batch of its input."""
from mxnet.gluon import nn, rnn

INPUTS = [(3, 4, 5)]


class Net(nn.HybridBlock):
    def __init__(self, hidden=6, steps=4, input_size=5, **kwargs):
        super(Net, self).__init__(**kwargs)
        self._hidden = hidden
        self._steps = steps
        with self.name_scope():
            self.cell = rnn.GRUCell(hidden, input_size=input_size)
            self.out = nn.Dense(2, in_units=hidden)

    def hybrid_forward(self, F, seq):
        state = F.zeros((seq.shape[0], self._hidden))
        outputs, states = self.cell.unroll(self._steps, seq, begin_state=[state], layout='NTC',
                                           merge_outputs=True)
        return self.out(states[0])
