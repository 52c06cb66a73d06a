"""AC-GAN generator loss over a child discriminator returning a tuple: `validity, cls = self.disc(fake)` unpacked, the source term `-mean(log(validity))` and the class term `mean(-pick(log_softmax(cls), label))`, two (1,) means added by plain `+`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 8, 8), (2,)]


class Disc(HybridBlock):
    def __init__(self, classes, **kwargs):
        super(Disc, self).__init__(**kwargs)
        with self.name_scope():
            self.conv = nn.Conv2D(4, 4, strides=2, padding=1, in_channels=3)
            self.src = nn.Dense(1, in_units=64)
            self.cls = nn.Dense(classes, in_units=64)

    def hybrid_forward(self, F, img):
        h = F.LeakyReLU(self.conv(img), slope=0.2)
        return F.sigmoid(self.src(h)), self.cls(h)


class GeneratorLoss(HybridBlock):
    def __init__(self, classes=4, **kwargs):
        super(GeneratorLoss, self).__init__(**kwargs)
        self._k = classes
        with self.name_scope():
            self.disc = Disc(classes)

    def hybrid_forward(self, F, fake, label_raw):
        label = F.floor((label_raw + 1) * 0.5 * (self._k - 1e-3))
        validity, cls = self.disc(fake)
        src_loss = -F.mean(F.log(F.clip(validity, 1e-6, 1.0)))
        cls_loss = F.mean(-F.pick(F.log_softmax(cls, axis=-1), label, axis=-1))
        return src_loss + cls_loss


Net = GeneratorLoss
