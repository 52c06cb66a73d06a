"""F.RNN(state_outputs=True) gives (out, h): `[1]` is the final state."""
from mxnet.gluon import nn

INPUTS = [(3, 2, 4), (1, 2, 5)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        # rnn_tanh, one layer: i2h (5x4) + h2h (5x5) weights, two biases (5 each)
        self.params_flat = self.params.get('rnn_params', shape=(5 * 4 + 5 * 5 + 5 + 5,), init='ones')

    def hybrid_forward(self, F, x, h0, params_flat):
        res = F.RNN(x, params_flat, h0, state_size=5, num_layers=1, mode='rnn_tanh', state_outputs=True)
        return res[0].sum(axis=0) + res[1].sum(axis=0)
