"""A world model whose transition is a dynamic filter: the frame's latent sampled by the VAE trick with noise of `mu.shape`, a kernel per sample predicted from the latent and the action, applied to the frame by a grouped convolution over the batch folded with `n, c, h, w = x.shape`."""
from mxnet.gluon import nn


INPUTS = [(2, 1, 6, 6), (2, 2)]


class Net(nn.HybridBlock):
    def __init__(self, k=3, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.k = k
        with self.name_scope():
            self.enc = nn.Dense(6, in_units=36)
            self.gen = nn.Dense(k * k, in_units=5)

    def hybrid_forward(self, F, x, a):
        n, c, h, w = x.shape
        stats = self.enc(x)
        mu, logvar = stats[:, :3], stats[:, 3:]
        z = mu + F.exp(0.5 * logvar) * F.random.normal(shape=mu.shape) * 0.1
        filt = F.softmax(self.gen(F.concat(z, a, dim=1)), axis=1).reshape((n * c, 1, self.k, self.k))
        out = F.Convolution(x.reshape((1, n * c, h, w)), filt, kernel=(self.k, self.k), pad=(1, 1),
                            num_filter=n * c, num_group=n * c, no_bias=True)
        return out.reshape((n, c, h, w)), z
