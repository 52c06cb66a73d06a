"""The rebinding sits in a for loop under a False flag."""
# pattern: probes_s72fp/beginstate p13 (H531), a fused LSTM's begin_state kept on the block
from mxnet import nd
from mxnet.gluon import nn, rnn

INPUTS = [(3, 2, 4)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self.rnn_layer = rnn.LSTM(hidden_size=5)
        self.dense = nn.Dense(3)
        self.fresh = False
        self.init_state = self.rnn_layer.begin_state(batch_size=2)

    def hybrid_forward(self, F, x):
        state = self.init_state
        if self.fresh:
            for _ in range(1):
                state = self.rnn_layer.begin_state(batch_size=2, func=F.zeros)
        out, state = self.rnn_layer(x, state)
        return self.dense(out.sum(axis=0))
