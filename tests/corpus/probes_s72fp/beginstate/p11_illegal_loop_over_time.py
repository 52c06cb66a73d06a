"""Held states threaded through a loop over time steps; the first step reads them."""
from mxnet import nd
from mxnet.gluon import nn, rnn

INPUTS = [(3, 2, 4)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self.rnn_layer = rnn.LSTM(hidden_size=5)
        self.dense = nn.Dense(3)
        self.init_state = self.rnn_layer.begin_state(batch_size=2)

    def hybrid_forward(self, F, x):
        state = self.init_state
        outs = []
        for t in range(3):
            o, state = self.rnn_layer(x.slice_axis(axis=0, begin=t, end=t + 1), state)
            outs.append(o)
        out = F.concat(*outs, dim=0)
        return self.dense(out.sum(axis=0))
