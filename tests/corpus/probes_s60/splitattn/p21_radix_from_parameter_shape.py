"""ResNeSt split attention reading the radix back from the attention Dense's weight, `self.fc2.weight.shape[0] // self._channels` -- a Parameter object's declared shape, the same eagerly and traced."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 6, 6)]


class ParamShapeSplitAttention(HybridBlock):
    def __init__(self, channels=8, radix=2, inter=4, **kwargs):
        super().__init__(**kwargs)
        self._channels = channels
        with self.name_scope():
            self.conv = nn.Conv2D(channels * radix, 3, padding=1, groups=radix, in_channels=channels)
            self.fc1 = nn.Dense(inter, in_units=channels, activation="relu")
            self.fc2 = nn.Dense(channels * radix, in_units=inter)

    def hybrid_forward(self, F, x):
        radix = self.fc2.weight.shape[0] // self._channels
        splits = F.split(F.relu(self.conv(x)), num_outputs=radix, axis=1)
        gap = F.mean(F.add_n(*splits), axis=(2, 3))
        atten = F.softmax(self.fc2(self.fc1(gap)).reshape((0, radix, -1)), axis=1)
        attens = F.split(atten, num_outputs=radix, axis=1)
        return F.add_n(*[F.broadcast_mul(s, a.reshape((0, -1, 1, 1))) for s, a in zip(splits, attens)])


Net = ParamShapeSplitAttention
