"""Keras-GAN AC-GAN generator: `multiply([noise, label_embedding])` -- the (N, z) noise times the (N, z) embedded label by plain `*` (equal shapes), then Dense, `reshape((-1, C, 2, 2))`, upsampling by `Conv2DTranspose`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6), (2,)]


class KerasGenerator(HybridBlock):
    def __init__(self, nz=6, classes=4, ch=4, **kwargs):
        super(KerasGenerator, self).__init__(**kwargs)
        self._k, self._ch = classes, ch
        with self.name_scope():
            self.embed = nn.Embedding(classes, nz)
            self.fc = nn.Dense(ch * 4, in_units=nz, activation="relu")
            self.up = nn.Conv2DTranspose(1, 4, strides=2, padding=1, in_channels=ch)

    def hybrid_forward(self, F, noise, label_raw):
        label = F.floor((label_raw + 1) * 0.5 * (self._k - 1e-3))
        h = self.fc(noise * self.embed(label))
        return F.tanh(self.up(h.reshape((-1, self._ch, 2, 2))))


Net = KerasGenerator
