"""A PatchGAN discriminator with its LSGAN objective inline: n_layers stride-2 convs, a one-channel patch map, targets `F.ones(out.shape) * 0.9` (label smoothing) and `F.zeros(out.shape)` for real and fake, returning both squared errors."""
from mxnet.gluon import nn


INPUTS = [(2, 3, 8, 8)]


class Net(nn.HybridBlock):
    def __init__(self, n_layers=2, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.body = nn.HybridSequential()
            ch = 3
            for i in range(n_layers):
                self.body.add(nn.Conv2D(4 * 2 ** i, 4, strides=2, padding=1, in_channels=ch), nn.LeakyReLU(0.2))
                ch = 4 * 2 ** i
            self.body.add(nn.Conv2D(1, 3, padding=1, in_channels=ch))

    def hybrid_forward(self, F, x):
        out = self.body(x)
        real_t = F.ones(out.shape) * 0.9
        fake_t = F.zeros(out.shape)
        return ((out - real_t) ** 2).mean(), ((out - fake_t) ** 2).mean()
