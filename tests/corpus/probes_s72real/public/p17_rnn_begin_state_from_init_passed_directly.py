"""p16 with the initial states made in `__init__` itself and handed straight to the layer
(`self.rnn_layer(X, self.init_state)`): the same NDArrays beside a traced input."""
from mxnet.gluon import nn, rnn

INPUTS = [(3, 2, 4)]


class LRCN(nn.HybridBlock):
    def __init__(self, batch_size=2, **kwargs):
        super().__init__(**kwargs)
        self.rnn_layer = rnn.LSTM(hidden_size=5)
        self.dense = nn.Dense(3)
        self.init_state = self.rnn_layer.begin_state(batch_size=batch_size)

    def hybrid_forward(self, F, X):
        output, _ = self.rnn_layer(X, self.init_state)
        return self.dense(output.sum(axis=0, keepdims=False))


Net = LRCN
