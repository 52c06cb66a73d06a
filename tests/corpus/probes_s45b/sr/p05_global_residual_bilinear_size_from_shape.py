"""Global residual over a bilinear upsample whose output size is `lr.shape[2] * factor`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 5, 5)]


class Net(HybridBlock):
    def __init__(self, factor=2, hidden=6, **kwargs):
        super().__init__(**kwargs)
        self._r = factor
        with self.name_scope():
            self.up = nn.Conv2DTranspose(hidden, 4, strides=2, padding=1, in_channels=3)
            self.out = nn.Conv2D(3, 3, padding=1, in_channels=hidden)

    def hybrid_forward(self, F, lr):
        base = F.contrib.BilinearResize2D(lr, height=lr.shape[2] * self._r, width=lr.shape[3] * self._r)
        return base + self.out(F.relu(self.up(lr)))
