"""A variational auto-encoder on MNIST: the encoder's output halved by `nd.split(h, 2, axis=1)`,
and a reparametrization helper that draws `nd.random.normal(shape=(mu.shape[0], mu.shape[1]))`
and scales it by `nd.exp(log_var / 2)` (the eager namespace and `.shape`, in a helper method the
forward calls).

Source: AceCoooool/gluon-tutorial example/3-advanced/2_vae.py (VAE.hybrid_forward,
VAE.reparametrize) at 3bd7e0e6b0a2804ccfc84676c91b119971f14c01; adapted: the class named Net,
small sizes (image 12, hidden 8, z 3); the script's training code left out.
"""
from mxnet import gluon, autograd, ndarray as nd
from mxnet.gluon import data, nn
import mxnet as mx


INPUTS = [(4, 12)]


# VAE model
class Net(nn.HybridBlock):
    def __init__(self, image_size=12, h_dim=8, z_dim=3):
        super(Net, self).__init__()
        with self.name_scope():
            encoder = nn.HybridSequential()
            encoder.add(
                nn.Dense(h_dim),
                nn.LeakyReLU(0.2),
                nn.Dense(z_dim * 2)  # 2 for mean and variance.
            )

            decoder = nn.HybridSequential()
            decoder.add(
                nn.Dense(h_dim, activation='relu'),
                nn.Dense(image_size, activation='sigmoid')
            )
        self.encoder = encoder
        self.decoder = decoder

    def reparametrize(self, mu, log_var):
        # z = mean + eps * sigma where eps is sampled from N(0, 1).
        eps = nd.random.normal(shape=(mu.shape[0], mu.shape[1]))
        z = mu + eps * nd.exp(log_var / 2)
        return z

    def hybrid_forward(self, F, x):
        h = self.encoder(x)
        mu, log_var = nd.split(h, 2, axis=1)
        z = self.reparametrize(mu, log_var)
        out = self.decoder(z)
        return out, mu, log_var

    def sample(self, z):
        return self.decoder(z)
