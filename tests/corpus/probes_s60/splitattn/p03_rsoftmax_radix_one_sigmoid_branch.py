"""ResNeSt rSoftMax as its own block: a python `if self.radix > 1` choosing the grouped softmax (reshape codes, `swapaxes`, `flatten`) or a plain sigmoid, used by a split-attention block configured with radix 1."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 6, 6)]


class RSoftMax(HybridBlock):
    def __init__(self, radix, cardinality, **kwargs):
        super().__init__(**kwargs)
        self.radix = radix
        self.cardinality = cardinality

    def hybrid_forward(self, F, x):
        if self.radix > 1:
            x = x.reshape((0, self.cardinality, self.radix, -1)).swapaxes(1, 2)
            return F.softmax(x, axis=1).reshape((0, -1))
        return F.sigmoid(x)


class RadixOneAttention(HybridBlock):
    def __init__(self, channels=8, radix=1, inter=4, **kwargs):
        super().__init__(**kwargs)
        self._radix = radix
        with self.name_scope():
            self.conv = nn.Conv2D(channels * radix, 3, padding=1, in_channels=channels)
            self.fc1 = nn.Dense(inter, in_units=channels)
            self.fc2 = nn.Dense(channels * radix, in_units=inter)
            self.rsoftmax = RSoftMax(radix, 1)

    def hybrid_forward(self, F, x):
        x = F.relu(self.conv(x))
        gap = F.flatten(F.contrib.AdaptiveAvgPooling2D(x, output_size=1))
        atten = self.rsoftmax(self.fc2(F.relu(self.fc1(gap))))
        return F.broadcast_mul(x, atten.expand_dims(-1).expand_dims(-1))


Net = RadixOneAttention
