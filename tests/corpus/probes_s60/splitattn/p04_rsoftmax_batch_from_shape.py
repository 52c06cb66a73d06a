"""ResNeSt rSoftMax ported from PyTorch: `batch = x.shape[0]` and `x.reshape((batch, self.cardinality, self.radix, -1))`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 6, 6)]


class ShapeRSoftMax(HybridBlock):
    def __init__(self, channels=8, radix=2, inter=4, **kwargs):
        super().__init__(**kwargs)
        self.radix, self.cardinality = radix, 1
        with self.name_scope():
            self.conv = nn.Conv2D(channels * radix, 3, padding=1, groups=radix, in_channels=channels)
            self.fc1 = nn.Dense(inter, in_units=channels)
            self.fc2 = nn.Dense(channels * radix, in_units=inter)

    def hybrid_forward(self, F, x):
        x = F.relu(self.conv(x))
        splits = F.split(x, num_outputs=self.radix, axis=1)
        gap = F.mean(F.add_n(*splits), axis=(2, 3))
        atten = self.fc2(F.relu(self.fc1(gap)))
        batch = atten.shape[0]
        atten = F.softmax(atten.reshape((batch, self.cardinality, self.radix, -1)).swapaxes(1, 2), axis=1)
        attens = F.split(atten.reshape((batch, -1, 1, 1)), num_outputs=self.radix, axis=1)
        return F.add_n(*[F.broadcast_mul(a, s) for a, s in zip(attens, splits)])


Net = ShapeRSoftMax
