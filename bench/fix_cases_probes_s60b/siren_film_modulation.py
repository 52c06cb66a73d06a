"""A modulated SIREN (pi-GAN's FiLM): the latent mapped to frequencies and phases `(B, 2 * H)` split by `mod[:, :self.hidden]` and `mod[:, self.hidden:]`, applied per sample to the layer over coordinates `(B, N, H)` as `sin(freq.expand_dims(1) * h + phase.expand_dims(1))`, NDArray's broadcasting."""
from mxnet.gluon import nn


INPUTS = [(2, 5, 2), (2, 3)]


class Net(nn.HybridBlock):
    def __init__(self, hidden=4, z=3, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.hidden = hidden
        with self.name_scope():
            self.mapping = nn.Dense(2 * hidden, in_units=z)
            self.l1 = nn.Dense(hidden, in_units=2, flatten=False)
            self.out = nn.Dense(1, in_units=hidden, flatten=False)

    def hybrid_forward(self, F, coords, z):
        mod = self.mapping(z)
        freq = mod[:, :self.hidden] * 15 + 30
        phase = mod[:, self.hidden:]
        h = F.sin(freq.expand_dims(1) * self.l1(coords) + phase.expand_dims(1))
        return self.out(h)
