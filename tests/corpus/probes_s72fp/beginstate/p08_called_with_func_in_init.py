"""A state method __init__ calls with arguments (func=nd.zeros) keeps NDArrays; traced code never reads them."""
from mxnet import nd
from mxnet.gluon import nn, rnn

INPUTS = [(3, 2, 4)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self.rnn_layer = rnn.LSTM(hidden_size=5)
        self.dense = nn.Dense(3)
        self.make_state(func=nd.zeros)

    def make_state(self, **kwargs):
        self.init_state = self.rnn_layer.begin_state(batch_size=2, **kwargs)

    def hybrid_forward(self, F, x):
        out = self.rnn_layer(x, self.rnn_layer.begin_state(batch_size=2, func=F.zeros))[0]
        return self.dense(out.sum(axis=0))
