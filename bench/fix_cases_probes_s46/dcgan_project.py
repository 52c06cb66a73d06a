"""DCGAN generator input: the latent projected by a dense layer and laid out as a 4x4 map."""
from mxnet.gluon import nn


INPUTS = [(3, 8)]


class Net(nn.HybridBlock):
    def __init__(self, latent_dim=8, base_channels=6, **kwargs):
        super(Net, self).__init__(**kwargs)
        self._base = base_channels
        with self.name_scope():
            self.project = nn.Dense(base_channels * 16, in_units=latent_dim)
            self.up = nn.Conv2DTranspose(3, 4, strides=2, padding=1, in_channels=base_channels)

    def hybrid_forward(self, F, z):
        h = F.relu(self.project(z))
        h = h.reshape((z.shape[0], self._base, 4, 4))
        return F.tanh(self.up(h))
