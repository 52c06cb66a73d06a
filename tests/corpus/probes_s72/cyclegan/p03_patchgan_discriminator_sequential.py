"""70x70-style PatchGAN discriminator (scaled down): strided 4x4 convs with LeakyReLU(0.2) and
InstanceNorm in a HybridSequential built in a loop, a one-channel patch map out."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 16, 16)]


class PatchGAN(HybridBlock):
    def __init__(self, base=4, num_layers=2, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.body = nn.HybridSequential()
            self.body.add(nn.Conv2D(base, 4, strides=2, padding=1), nn.LeakyReLU(0.2))
            for i in range(1, num_layers):
                self.body.add(nn.Conv2D(base * 2 ** i, 4, strides=2, padding=1),
                              nn.InstanceNorm(), nn.LeakyReLU(0.2))
            self.head = nn.Conv2D(1, 4, padding=1)

    def hybrid_forward(self, F, img):
        return self.head(self.body(img))


Net = PatchGAN
