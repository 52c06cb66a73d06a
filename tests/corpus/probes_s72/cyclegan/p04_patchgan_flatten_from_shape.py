"""PatchGAN discriminator whose patch map is flattened per image with
`out.reshape((out.shape[0], -1))`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 16, 16)]


class PatchGAN(HybridBlock):
    def __init__(self, base=4, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.body = nn.HybridSequential()
            self.body.add(nn.Conv2D(base, 4, strides=2, padding=1), nn.LeakyReLU(0.2))
            self.head = nn.Conv2D(1, 4, padding=1)

    def hybrid_forward(self, F, img):
        out = self.head(self.body(img))
        return out.reshape((out.shape[0], -1))


Net = PatchGAN
