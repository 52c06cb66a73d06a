"""ResNeSt split-attention conv: a grouped conv to channels * radix, the radix splits summed with `add_n`, global pooling, two 1x1 convs, the radix softmax by `reshape((0, card, radix, -1)).swapaxes(1, 2)`, attention maps split again and applied with `broadcast_mul`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 6, 6)]


class SplitAttentionConv(HybridBlock):
    def __init__(self, channels=8, radix=2, cardinality=1, inter=4, **kwargs):
        super().__init__(**kwargs)
        self._radix, self._card = radix, cardinality
        with self.name_scope():
            self.conv = nn.Conv2D(channels * radix, 3, padding=1, groups=cardinality * radix, in_channels=channels)
            self.bn = nn.BatchNorm(in_channels=channels * radix)
            self.fc1 = nn.Conv2D(inter, 1, groups=cardinality, in_channels=channels)
            self.fc2 = nn.Conv2D(channels * radix, 1, groups=cardinality, in_channels=inter)

    def hybrid_forward(self, F, x):
        x = F.relu(self.bn(self.conv(x)))
        splits = F.split(x, num_outputs=self._radix, axis=1)
        gap = F.contrib.AdaptiveAvgPooling2D(F.add_n(*splits), output_size=1)
        atten = self.fc2(F.relu(self.fc1(gap)))
        atten = atten.reshape((0, self._card, self._radix, -1)).swapaxes(1, 2)
        atten = F.softmax(atten, axis=1).reshape((0, -1, 1, 1))
        attens = F.split(atten, num_outputs=self._radix, axis=1)
        return F.add_n(*[F.broadcast_mul(a, s) for a, s in zip(attens, splits)])


Net = SplitAttentionConv
