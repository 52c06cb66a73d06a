"""Parameters arrive as **kwargs: `params['weight']` is a dict lookup, not tensor indexing."""
from mxnet.gluon import nn

INPUTS = [(2, 3)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self.weight = self.params.get('weight', shape=(4, 3))
        self.bias = self.params.get('bias', shape=(4,), init='zeros')

    def hybrid_forward(self, F, x, **params):
        return F.FullyConnected(x, params['weight'], params['bias'], num_hidden=4)
