"""Variational conv with the local reparameterization trick: activation mean and variance convolved, noise of the output's shape."""
from mxnet.gluon import nn


INPUTS = [(2, 2, 5, 5)]


class Net(nn.HybridBlock):
    def __init__(self, channels=3, in_channels=2, kernel=3, noise_scale=0.0, **kwargs):
        super(Net, self).__init__(**kwargs)
        self._c = channels
        self._k = kernel
        self._noise = noise_scale
        with self.name_scope():
            self.mu = self.params.get('mu', shape=(channels, in_channels, kernel, kernel))
            self.logvar = self.params.get('logvar', shape=(channels, in_channels, kernel, kernel), init='zeros')

    def hybrid_forward(self, F, x, mu, logvar):
        mean = F.Convolution(x, mu, kernel=(self._k, self._k), num_filter=self._c, pad=(1, 1), no_bias=True)
        var = F.Convolution(F.square(x), F.exp(logvar) * 0.01, kernel=(self._k, self._k),
                            num_filter=self._c, pad=(1, 1), no_bias=True)
        eps = F.random.normal(shape=mean.shape) * self._noise
        return mean + F.sqrt(var + 1e-8) * eps
