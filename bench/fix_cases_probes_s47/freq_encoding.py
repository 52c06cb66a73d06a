"""NeRF positional encoding: coordinates times octave frequency bands, sines and cosines concatenated."""
import mxnet as mx
from mxnet.gluon import nn


INPUTS = [(5, 3)]


class Net(nn.HybridBlock):
    def __init__(self, bands=4, in_dims=3, hidden=8, **kwargs):
        super(Net, self).__init__(**kwargs)
        self._freqs = [2.0 ** i for i in range(bands)]
        with self.name_scope():
            self.mlp = nn.Dense(hidden, in_units=in_dims * bands * 2)

    def hybrid_forward(self, F, coords):
        freqs = mx.nd.array(self._freqs)
        scaled = coords.expand_dims(-1) * freqs
        enc = F.concat(F.sin(scaled), F.cos(scaled), dim=-1)
        return F.relu(self.mlp(enc.reshape((coords.shape[0], -1))))
