"""Conformer Conv2dSubsampling: (N, T, F) features lifted by `expand_dims(1)`, two stride-2 Conv2D with ReLU, channels and frequency merged by `transpose((0, 2, 1, 3))` and reshape code `(0, 0, -3)`, then a Dense(flatten=False)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 16, 12)]


class Conv2dSubsampling(HybridBlock):
    def __init__(self, channels=4, units=8, **kwargs):
        super(Conv2dSubsampling, self).__init__(**kwargs)
        with self.name_scope():
            self.conv = nn.HybridSequential()
            self.conv.add(nn.Conv2D(channels, 3, strides=2), nn.Activation("relu"),
                          nn.Conv2D(channels, 3, strides=2), nn.Activation("relu"))
            self.out = nn.Dense(units, flatten=False)

    def hybrid_forward(self, F, x):
        y = self.conv(x.expand_dims(axis=1))
        y = y.transpose((0, 2, 1, 3)).reshape((0, 0, -3))
        return self.out(y)


Net = Conv2dSubsampling
