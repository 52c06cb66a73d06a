"""AC-GAN discriminator: strided Conv2D + LeakyReLU features, `Flatten`, a Dense(1) sigmoid source head and a Dense(K) class head returned as a tuple (two outputs)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 8, 8)]


class Discriminator(HybridBlock):
    def __init__(self, classes=4, ch=4, **kwargs):
        super(Discriminator, self).__init__(**kwargs)
        with self.name_scope():
            self.features = nn.HybridSequential()
            self.features.add(nn.Conv2D(ch, 4, strides=2, padding=1, in_channels=3), nn.LeakyReLU(0.2),
                              nn.Conv2D(2 * ch, 4, strides=2, padding=1, in_channels=ch), nn.LeakyReLU(0.2),
                              nn.Flatten())
            self.src = nn.Dense(1, in_units=2 * ch * 4)
            self.cls = nn.Dense(classes, in_units=2 * ch * 4)

    def hybrid_forward(self, F, img):
        h = self.features(img)
        return F.sigmoid(self.src(h)), self.cls(h)


Net = Discriminator
