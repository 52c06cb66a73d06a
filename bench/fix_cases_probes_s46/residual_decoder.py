"""Decoder layer: pre-norm position-wise feed-forward with an in-place residual add; the last step read out too."""
from mxnet.gluon import nn


INPUTS = [(2, 5, 4)]


class Net(nn.HybridBlock):
    def __init__(self, units=4, hidden=8, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.ffn1 = nn.Dense(hidden, in_units=units, flatten=False)
            self.ffn2 = nn.Dense(units, in_units=hidden, flatten=False)
            self.norm = nn.LayerNorm(in_channels=units)

    def hybrid_forward(self, F, x):
        out = self.ffn2(F.relu(self.ffn1(self.norm(x))))
        out += x
        last = out[:, -1, :]
        return out, last
