"""MLP-Mixer token-mixing layer: the tokens are moved to the last axis, mixed by a dense layer over the patches, and moved back."""
from mxnet.gluon import nn


INPUTS = [(2, 6, 4)]


class Net(nn.HybridBlock):
    def __init__(self, tokens=6, hidden=8, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.norm = nn.LayerNorm(in_channels=4)
            self.mix1 = nn.Dense(hidden, in_units=tokens, flatten=False)
            self.mix2 = nn.Dense(tokens, in_units=hidden, flatten=False)

    def hybrid_forward(self, F, x):
        b, n = x.shape[0], x.shape[1]
        y = self.norm(x).reshape((b, n, -1)).transpose((0, 2, 1))
        y = self.mix2(F.relu(self.mix1(y)))
        return x + y.transpose((0, 2, 1))
