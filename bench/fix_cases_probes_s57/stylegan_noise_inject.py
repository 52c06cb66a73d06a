"""Per-layer noise injection: a single-channel noise map of `(x.shape[0], 1, x.shape[2], x.shape[3])` drawn from a normal, scaled by a learned per-channel strength of shape (1, C, 1, 1) passed as a parameter, and added to the features with plain operators."""
from mxnet.gluon import nn


INPUTS = [(2, 3, 4, 4)]


class Net(nn.HybridBlock):
    def __init__(self, channels=3, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.strength = self.params.get('strength', shape=(1, channels, 1, 1), init='ones')
            self.conv = nn.Conv2D(channels, 3, padding=1, in_channels=channels)

    def hybrid_forward(self, F, x, strength):
        x = self.conv(x)
        noise = F.random.normal(shape=(x.shape[0], 1, x.shape[2], x.shape[3]))
        return F.LeakyReLU(x + strength * noise, slope=0.2)
