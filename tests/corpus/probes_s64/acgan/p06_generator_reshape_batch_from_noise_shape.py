"""AC-GAN generator reshaping the Dense output by `reshape((z.shape[0], C, 2, 2))` (the PyTorch `.view(z.size(0), ...)` port) -- `.shape` of a traced symbol."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6), (2,)]


class ShapeGenerator(HybridBlock):
    def __init__(self, nz=6, classes=4, ch=4, **kwargs):
        super(ShapeGenerator, self).__init__(**kwargs)
        self._k, self._ch = classes, ch
        with self.name_scope():
            self.embed = nn.Embedding(classes, nz)
            self.fc = nn.Dense(ch * 4, in_units=2 * nz)
            self.up = nn.Conv2DTranspose(3, 4, strides=2, padding=1, in_channels=ch)

    def hybrid_forward(self, F, z, label_raw):
        label = F.floor((label_raw + 1) * 0.5 * (self._k - 1e-3))
        h = self.fc(F.concat(z, self.embed(label), dim=1))
        return F.tanh(self.up(h.reshape((z.shape[0], self._ch, 2, 2))))


Net = ShapeGenerator
