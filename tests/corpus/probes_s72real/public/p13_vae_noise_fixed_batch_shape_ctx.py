"""A course VAE drawing its noise with `F.random_normal(shape=(self.batch_size, self.n_latent),
ctx=model_ctx)`, sizes fixed in the constructor and a module-level context; multiplied by zero here so
eager and traced outputs compare; legal traced."""
import mxnet as mx
from mxnet.gluon import nn

INPUTS = [(4, 6)]
model_ctx = mx.cpu()


class VAE(nn.HybridBlock):
    def __init__(self, batch_size=4, n_latent=2, **kwargs):
        super().__init__(**kwargs)
        self.encoder = nn.Dense(2 * n_latent)
        self.batch_size = batch_size
        self.n_latent = n_latent

    def hybrid_forward(self, F, x):
        h = self.encoder(x)
        mu_lv = F.split(h, axis=1, num_outputs=2)
        mu = mu_lv[0]
        lv = mu_lv[1]
        eps = F.random_normal(loc=0, scale=1, shape=(self.batch_size, self.n_latent), ctx=model_ctx)
        return mu + F.exp(0.5 * lv) * eps * 0


Net = VAE
