"""Conv subsampling ported from PyTorch: `b, c, t, f = x.size()` as `x.shape`, then
`x.transpose((0, 2, 1, 3)).reshape((b, t, c * f))`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 16, 12)]


class ShapeSubsampling(HybridBlock):
    def __init__(self, channels=4, units=8, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.conv1 = nn.Conv2D(channels, 3, strides=2, padding=1, activation="relu")
            self.conv2 = nn.Conv2D(channels, 3, strides=2, padding=1, activation="relu")
            self.out = nn.Dense(units, flatten=False)

    def hybrid_forward(self, F, feats):
        x = self.conv2(self.conv1(feats.expand_dims(1)))
        b, c, t, f = x.shape
        x = x.transpose((0, 2, 1, 3)).reshape((b, t, c * f))
        return self.out(x)


Net = ShapeSubsampling
