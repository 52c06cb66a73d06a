"""CycleGAN generator decoder: `Conv2DTranspose(strides=2, padding=1, output_padding=1)` doubling the
size, InstanceNorm, relu, then a 7x7 conv after reflection padding and `tanh`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 4, 4)]


class Decoder(HybridBlock):
    def __init__(self, channels=8, out_channels=3, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.up = nn.Conv2DTranspose(channels // 2, 3, strides=2, padding=1, output_padding=1)
            self.norm = nn.InstanceNorm()
            self.out = nn.Conv2D(out_channels, 7)

    def hybrid_forward(self, F, x):
        h = F.relu(self.norm(self.up(x)))
        h = F.pad(h, mode="reflect", pad_width=(0, 0, 0, 0, 3, 3, 3, 3))
        return F.tanh(self.out(h))


Net = Decoder
