"""GauGAN's image encoder for the style code: strided convs, the map flattened by `x.reshape((x.shape[0], -1))`, mu and logvar heads, the reparameterisation `eps = F.random.normal(shape=std.shape)`, and the KL term `-0.5 * (1 + logvar - mu ** 2 - logvar.exp()).sum()` returned with z."""
from mxnet.gluon import nn


INPUTS = [(2, 3, 8, 8)]


class Net(nn.HybridBlock):
    def __init__(self, z_dim=4, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.conv1 = nn.Conv2D(4, 3, strides=2, padding=1, in_channels=3)
            self.conv2 = nn.Conv2D(4, 3, strides=2, padding=1, in_channels=4)
            self.fc_mu = nn.Dense(z_dim, in_units=16)
            self.fc_var = nn.Dense(z_dim, in_units=16)

    def hybrid_forward(self, F, x):
        x = F.LeakyReLU(self.conv2(F.LeakyReLU(self.conv1(x), slope=0.2)), slope=0.2)
        x = x.reshape((x.shape[0], -1))
        mu, logvar = self.fc_mu(x), self.fc_var(x)
        std = F.exp(0.5 * logvar)
        eps = F.random.normal(shape=std.shape)
        z = eps * std + mu
        kld = -0.5 * (1 + logvar - mu ** 2 - logvar.exp()).sum()
        return z, kld
