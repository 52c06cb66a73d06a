"""Conformer/Branchformer conv subsampling of a (B, T, F) spectrogram: `expand_dims(1)`, two stride-2
Conv2D, `transpose((0, 2, 1, 3))` and the reshape code `(0, 0, -3)` to (B, T/4, C*F/4), a Dense with
`flatten=False`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 16, 12)]


class ConvSubsampling(HybridBlock):
    def __init__(self, channels=4, units=8, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.conv1 = nn.Conv2D(channels, 3, strides=2, padding=1, activation="relu")
            self.conv2 = nn.Conv2D(channels, 3, strides=2, padding=1, activation="relu")
            self.out = nn.Dense(units, flatten=False)

    def hybrid_forward(self, F, feats):
        x = self.conv2(self.conv1(feats.expand_dims(1)))
        x = x.transpose((0, 2, 1, 3)).reshape((0, 0, -3))
        return self.out(x)


Net = ConvSubsampling
