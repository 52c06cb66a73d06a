"""StyleGAN/SPADE-style noise injection: per-pixel noise `F.random.normal(shape=(b, 1, h, w))` from `b, _, h, w = x.shape`, scaled by a learned per-channel weight (C,) reshaped to `(1, -1, 1, 1)` and added by plain operators."""
from mxnet import init
from mxnet.gluon import nn


INPUTS = [(2, 3, 3, 3)]


class Net(nn.HybridBlock):
    def __init__(self, ch=3, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.conv = nn.Conv2D(ch, 3, padding=1, in_channels=ch)
            self.weight = self.params.get('weight', shape=(ch,), init=init.Constant(0.5))

    def hybrid_forward(self, F, x, weight):
        x = self.conv(x)
        b, _, h, w = x.shape
        noise = F.random.normal(shape=(b, 1, h, w))
        return F.LeakyReLU(x + weight.reshape((1, -1, 1, 1)) * noise, slope=0.2)
