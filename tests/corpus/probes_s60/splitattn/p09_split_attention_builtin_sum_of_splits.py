"""ResNeSt split attention summing the radix splits with the builtin `sum(splits)` (0 + the first split, then tensor + tensor) and the weighted splits with `sum(...)` of a generator; the result equals `add_n`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 6, 6)]


class BuiltinSumSplitAttention(HybridBlock):
    def __init__(self, channels=8, radix=2, inter=4, **kwargs):
        super().__init__(**kwargs)
        self._radix = radix
        with self.name_scope():
            self.conv = nn.Conv2D(channels * radix, 3, padding=1, groups=radix, in_channels=channels)
            self.fc1 = nn.Conv2D(inter, 1, in_channels=channels)
            self.fc2 = nn.Conv2D(channels * radix, 1, in_channels=inter)

    def hybrid_forward(self, F, x):
        splits = F.split(F.relu(self.conv(x)), num_outputs=self._radix, axis=1)
        gap = F.contrib.AdaptiveAvgPooling2D(sum(splits), output_size=1)
        atten = self.fc2(F.relu(self.fc1(gap)))
        atten = F.softmax(atten.reshape((0, 1, self._radix, -1)).swapaxes(1, 2), axis=1).reshape((0, -1, 1, 1))
        attens = F.split(atten, num_outputs=self._radix, axis=1)
        return sum(F.broadcast_mul(a, s) for a, s in zip(attens, splits))


Net = BuiltinSumSplitAttention
