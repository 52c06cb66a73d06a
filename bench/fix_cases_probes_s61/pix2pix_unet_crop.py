"""A pix2pix U-Net level on odd sizes: the decoder's upsampled map cut to the encoder's by `d[:, :, :e.shape[2], :e.shape[3]]` when `d.shape[2:] != e.shape[2:]`, then concatenated on channels as the skip."""
from mxnet.gluon import nn


INPUTS = [(1, 2, 7, 7)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.down = nn.Conv2D(4, 4, strides=2, padding=1, in_channels=2)
            self.up = nn.Conv2DTranspose(2, 4, strides=2, in_channels=4)
            self.out = nn.Conv2D(2, 3, padding=1, in_channels=4)

    def hybrid_forward(self, F, x):
        e = x
        d = self.up(F.LeakyReLU(self.down(e), slope=0.2))
        if d.shape[2:] != e.shape[2:]:
            d = d[:, :, :e.shape[2], :e.shape[3]]
        return self.out(F.concat(e, d, dim=1))
