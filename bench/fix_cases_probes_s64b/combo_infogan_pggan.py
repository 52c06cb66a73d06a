"""An InfoGAN generator with Progressive-GAN layers: the latent split into noise, a categorical code
one-hot by argmax and continuous codes; an equalized-lr Dense (weight scaled by `sqrt(2 / fan_in)`
from its shape) to a 2x2 map reshaped by `x.shape[0]`, pixel norm, an upsampling conv block, and the
RGB output faded in with the upsampled old output by a fixed alpha."""
import math

import mxnet as mx
from mxnet.gluon import nn


INPUTS = [(2, 10)]


class Net(nn.HybridBlock):
    def __init__(self, latent=10, n_cat=3, ch=4, alpha=0.3, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.n_cat = n_cat
        self.ch = ch
        self.alpha = alpha
        with self.name_scope():
            self.fc_weight = self.params.get('fc_weight', shape=(ch * 4, latent), init=mx.init.Normal(1.0))
            self.conv = nn.Conv2D(ch, 3, padding=1, in_channels=ch)
            self.to_rgb_old = nn.Conv2D(3, 1, in_channels=ch)
            self.to_rgb_new = nn.Conv2D(3, 1, in_channels=ch)

    def hybrid_forward(self, F, x, fc_weight):
        noise_dim = x.shape[1] - self.n_cat - 2
        cat = F.one_hot(F.argmax(x[:, noise_dim:noise_dim + self.n_cat], axis=1), self.n_cat)
        x = F.concat(x[:, :noise_dim], cat, x[:, noise_dim + self.n_cat:], dim=1)
        h = F.FullyConnected(x, fc_weight * math.sqrt(2.0 / fc_weight.shape[1]), no_bias=True,
                             num_hidden=self.ch * 4)
        h = h.reshape((x.shape[0], self.ch, 2, 2))
        h = h / F.sqrt(F.mean(h ** 2, axis=1, keepdims=True) + 1e-8)
        old = F.UpSampling(self.to_rgb_old(h), scale=2, sample_type='nearest')
        new = self.to_rgb_new(F.LeakyReLU(self.conv(F.UpSampling(h, scale=2, sample_type='nearest')), slope=0.2))
        return self.alpha * new + (1 - self.alpha) * old
