"""ResNeSt split attention applying the (N, C, 1, 1) attention maps to the (N, C, H, W) splits with plain `*` as the PyTorch reference does."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 6, 6)]


class PlainMulSplitAttention(HybridBlock):
    def __init__(self, channels=8, radix=2, inter=4, **kwargs):
        super().__init__(**kwargs)
        self._radix = radix
        with self.name_scope():
            self.conv = nn.Conv2D(channels * radix, 3, padding=1, groups=radix, in_channels=channels)
            self.fc1 = nn.Conv2D(inter, 1, in_channels=channels)
            self.fc2 = nn.Conv2D(channels * radix, 1, in_channels=inter)

    def hybrid_forward(self, F, x):
        x = F.relu(self.conv(x))
        splits = F.split(x, num_outputs=self._radix, axis=1)
        gap = F.mean(F.add_n(*splits), axis=(2, 3), keepdims=True)
        atten = self.fc2(F.relu(self.fc1(gap)))
        atten = F.softmax(atten.reshape((0, 1, self._radix, -1)).swapaxes(1, 2), axis=1).reshape((0, -1, 1, 1))
        attens = F.split(atten, num_outputs=self._radix, axis=1)
        return F.add_n(*[a * s for a, s in zip(attens, splits)])


Net = PlainMulSplitAttention
