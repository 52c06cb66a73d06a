"""A recurrent step whose zero state has the batch size of the input."""
from mxnet.gluon import nn

INPUTS = [(3, 4, 5)]


class Net(nn.HybridBlock):
    def __init__(self, hidden=6, **kwargs):
        super().__init__(**kwargs)
        self.hidden = hidden
        with self.name_scope():
            self.cell = nn.Dense(hidden, flatten=False)

    def hybrid_forward(self, F, x):
        batch_size, seq_len, _ = x.shape
        state = F.zeros(shape=(batch_size, 1, self.hidden))
        out = F.tanh(self.cell(x) + state)
        return out.reshape((batch_size * seq_len, -1))
