"""Generator block with per-pixel noise injection (its strength starts at zero) and a learned style bias."""
from mxnet.gluon import nn


INPUTS = [(2, 4, 6, 6)]


class Net(nn.HybridBlock):
    def __init__(self, channels=4, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.conv = nn.Conv2D(channels, 3, padding=1, in_channels=channels)
            self.noise_strength = self.params.get('noise_strength', shape=(1,), init='zeros')

    def hybrid_forward(self, F, x, noise_strength):
        x = self.conv(x)
        noise = F.random.normal(shape=(x.shape[0], 1, x.shape[2], x.shape[3]))
        x = F.broadcast_add(x, F.broadcast_mul(noise, noise_strength.reshape((1, 1, 1, 1))))
        return F.LeakyReLU(x, slope=0.2)
