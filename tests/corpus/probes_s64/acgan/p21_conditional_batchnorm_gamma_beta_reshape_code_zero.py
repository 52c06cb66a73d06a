"""AC-GAN generator with conditional BatchNorm: per-class gamma/beta from two Embeddings, reshaped to (N, C, 1, 1) by `reshape((0, 0, 1, 1))` and applied by `broadcast_mul`/`broadcast_add` to the normalised (N, C, H, W) feature map; the label also one-hot concatenated to the noise."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6), (2,)]


class CondBNGenerator(HybridBlock):
    def __init__(self, nz=6, classes=4, ch=4, **kwargs):
        super(CondBNGenerator, self).__init__(**kwargs)
        self._k, self._ch = classes, ch
        with self.name_scope():
            self.fc = nn.Dense(ch * 4, in_units=nz + classes)
            self.up = nn.Conv2DTranspose(ch, 4, strides=2, padding=1, in_channels=ch)
            self.bn = nn.BatchNorm(in_channels=ch, scale=False, center=False)
            self.gamma = nn.Embedding(classes, ch)
            self.beta = nn.Embedding(classes, ch)
            self.out = nn.Conv2D(3, 3, padding=1, in_channels=ch)

    def hybrid_forward(self, F, z, label_raw):
        label = F.floor((label_raw + 1) * 0.5 * (self._k - 1e-3))
        h = self.fc(F.concat(z, F.one_hot(label, self._k), dim=1)).reshape((0, self._ch, 2, 2))
        h = self.bn(self.up(h))
        h = F.broadcast_add(F.broadcast_mul(h, 1 + self.gamma(label).reshape((0, 0, 1, 1))),
                            self.beta(label).reshape((0, 0, 1, 1)))
        return F.tanh(self.out(F.relu(h)))


Net = CondBNGenerator
