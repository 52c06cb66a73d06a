"""Dreamer image reconstruction loss normalised by the number of elements read as `target.size` (the numpy `.size`), `F.sum(F.square(pred - target)) / target.size`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(3, 6), (3, 5)]


class SizeNormalisedRecon(HybridBlock):
    def __init__(self, out=5, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.dec = nn.Dense(out)

    def hybrid_forward(self, F, feat, target):
        pred = self.dec(feat)
        return F.sum(F.square(pred - target)) / target.size


Net = SizeNormalisedRecon
