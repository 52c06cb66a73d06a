"""An action-recognition LRCN: the LSTM's initial states made by its `begin_state(batch_size=...)`
(NDArrays of `nd.zeros`) in a method `__init__` calls and kept on the block, then threaded through a
local the layer's output rebinds (`state = self.init_state` ... `output, state = self.rnn_layer(X,
state)`): traced, Gluon refuses the call mixing Symbols and NDArrays."""
from mxnet.gluon import nn, rnn

INPUTS = [(3, 2, 4)]


class LRCN(nn.HybridBlock):
    def __init__(self, batch_size=2, **kwargs):
        super().__init__(**kwargs)
        self.batch_size = batch_size
        self.rnn_layer = rnn.LSTM(hidden_size=5)
        self.dense = nn.Dense(3)
        self.begin_state()

    def begin_state(self, *args, **kwargs):
        self.init_state = self.rnn_layer.begin_state(batch_size=self.batch_size, *args, **kwargs)

    def hybrid_forward(self, F, X):
        state = self.init_state
        output, state = self.rnn_layer(X, state)
        output = output.sum(axis=0, keepdims=False)
        return self.dense(output)


Net = LRCN
