"""pix2pixHD discriminator returning its intermediate features as a dict (`feats["layer%d" % i]`), the feature-matching loss over `sorted(feats)` keys with the python weight `4 / (len(feats) + 1)` -- a dict of tensors and a python length."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 8, 8), (2, 3, 8, 8)]


class DictFeatures(HybridBlock):
    def __init__(self, ndf=4, n_layers=2, **kwargs):
        super(DictFeatures, self).__init__(**kwargs)
        with self.name_scope():
            self.layers = nn.HybridSequential()
            ch = 3
            for _ in range(n_layers):
                self.layers.add(nn.Conv2D(ndf, 3, strides=2, padding=1, in_channels=ch))
                ch = ndf

    def features(self, F, x):
        feats = {}
        for i, layer in enumerate(self.layers):
            x = F.LeakyReLU(layer(x), slope=0.2)
            feats["layer%d" % i] = x
        return feats

    def hybrid_forward(self, F, fake, real):
        ff, rf = self.features(F, fake), self.features(F, real)
        w = 4.0 / (len(ff) + 1)
        return sum(w * F.mean(F.abs(ff[k] - F.stop_gradient(rf[k]))) for k in sorted(ff))


Net = DictFeatures
