"""NeRF positional encoding: each coordinate times 2^k for k < L, sin and cos stacked with the input, then the MLP."""
from mxnet.gluon import nn


INPUTS = [(5, 3)]


class Net(nn.HybridBlock):
    def __init__(self, in_dim=3, num_freqs=4, hidden=8, **kwargs):
        super(Net, self).__init__(**kwargs)
        self._in = in_dim
        self._L = num_freqs
        with self.name_scope():
            self.mlp = nn.Dense(hidden, in_units=in_dim * (1 + 2 * num_freqs))

    def hybrid_forward(self, F, x):
        assert x.shape[-1] == self._in, "expected %d coordinates" % self._in
        d = x.shape[-1]
        freqs = 2.0 ** F.arange(self._L)
        enc = (x.expand_dims(-1) * freqs).reshape((x.shape[0], d * self._L))
        return F.relu(self.mlp(F.concat(x, F.sin(enc), F.cos(enc), dim=1)))
