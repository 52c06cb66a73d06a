"""AC-GAN generator: the class label embedded and concatenated with the noise (`concat(z, embed(label), dim=1)`), a Dense to C*2*2 reshaped by `reshape((0, C, 2, 2))`, two `Conv2DTranspose` upsamplings with BatchNorm and a tanh image."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6), (2,)]


class Generator(HybridBlock):
    def __init__(self, nz=6, classes=4, ch=8, **kwargs):
        super(Generator, self).__init__(**kwargs)
        self._k, self._ch = classes, ch
        with self.name_scope():
            self.embed = nn.Embedding(classes, nz)
            self.fc = nn.Dense(ch * 4, in_units=2 * nz)
            self.up1 = nn.Conv2DTranspose(ch // 2, 4, strides=2, padding=1, in_channels=ch)
            self.bn = nn.BatchNorm(in_channels=ch // 2)
            self.up2 = nn.Conv2DTranspose(3, 4, strides=2, padding=1, in_channels=ch // 2)

    def hybrid_forward(self, F, z, label_raw):
        label = F.floor((label_raw + 1) * 0.5 * (self._k - 1e-3))
        h = self.fc(F.concat(z, self.embed(label), dim=1)).reshape((0, self._ch, 2, 2))
        h = F.relu(self.bn(self.up1(F.relu(h))))
        return F.tanh(self.up2(h))


Net = Generator
