"""HiFi-GAN's upsampling stage: a transposed conv of kernel 2u+1 and stride u whose output is longer than `u * T`, cut back by `x[:, :, :length * self.up]` with `length = x.shape[-1]` read before upsampling, then a residual conv."""
from mxnet.gluon import nn


INPUTS = [(2, 4, 7)]


class Net(nn.HybridBlock):
    def __init__(self, channels=4, up=2, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.up = up
        with self.name_scope():
            self.ups = nn.Conv1DTranspose(channels // 2, 2 * up + 1, strides=up, in_channels=channels)
            self.post = nn.Conv1D(channels // 2, 3, padding=1, in_channels=channels // 2)

    def hybrid_forward(self, F, x):
        length = x.shape[-1]
        x = F.LeakyReLU(x, slope=0.1)
        x = self.ups(x)
        x = x[:, :, :length * self.up]
        return x + self.post(x)
