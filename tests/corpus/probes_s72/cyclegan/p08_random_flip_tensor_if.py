"""Generator with a random horizontal flip augmentation decided by
`if F.random.uniform(shape=(1,)) > 0.5:` (a tensor as a python condition)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 6, 6)]


class FlipGenerator(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.conv = nn.Conv2D(3, 3, padding=1)

    def hybrid_forward(self, F, x):
        if F.random.uniform(shape=(1,)) > 2.0:
            x = F.flip(x, axis=3)
        return F.tanh(self.conv(x))


Net = FlipGenerator
