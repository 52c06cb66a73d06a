"""Elman RNN unrolled by hand over a fixed window: the begin state sized from the batch, one step per frame."""
from mxnet.gluon import nn


INPUTS = [(2, 5, 3)]


class Net(nn.HybridBlock):
    def __init__(self, input_size=3, hidden=4, seq_len=5, **kwargs):
        super(Net, self).__init__(**kwargs)
        self._hidden = hidden
        self._seq_len = seq_len
        with self.name_scope():
            self.i2h = nn.Dense(hidden, in_units=input_size)
            self.h2h = nn.Dense(hidden, in_units=hidden, use_bias=False)

    def hybrid_forward(self, F, x):
        h = F.zeros((x.shape[0], self._hidden))
        outputs = []
        for t in range(self._seq_len):
            h = F.tanh(self.i2h(x[:, t]) + self.h2h(h))
            outputs.append(h)
        return F.stack(*outputs, axis=1)
