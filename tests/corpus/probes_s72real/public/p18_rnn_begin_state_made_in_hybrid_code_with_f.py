"""p16's legal twin: the initial states made inside hybrid code by `begin_state(batch_size=...,
func=F.zeros)`, Symbols when traced, threaded through the same rebound local."""
from mxnet.gluon import nn, rnn

INPUTS = [(3, 2, 4)]


class LRCN(nn.HybridBlock):
    def __init__(self, batch_size=2, **kwargs):
        super().__init__(**kwargs)
        self.batch_size = batch_size
        self.rnn_layer = rnn.LSTM(hidden_size=5)
        self.dense = nn.Dense(3)

    def hybrid_forward(self, F, X):
        state = self.rnn_layer.begin_state(batch_size=self.batch_size, func=F.zeros)
        output, state = self.rnn_layer(X, state)
        output = output.sum(axis=0, keepdims=False)
        return self.dense(output)


Net = LRCN
