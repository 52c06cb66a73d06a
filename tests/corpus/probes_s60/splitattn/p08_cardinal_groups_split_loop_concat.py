"""ResNeSt cardinal groups: the input split into `cardinality` groups by `F.split`, each group through its own split-attention child (a python loop zipping the split outputs with the children), results concatenated on channels."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 6, 6)]


class CardinalGroup(HybridBlock):
    def __init__(self, channels=4, radix=2, **kwargs):
        super().__init__(**kwargs)
        self._radix = radix
        with self.name_scope():
            self.conv = nn.Conv2D(channels * radix, 3, padding=1, groups=radix, in_channels=channels)
            self.fc = nn.Dense(channels * radix, in_units=channels)

    def hybrid_forward(self, F, x):
        splits = F.split(F.relu(self.conv(x)), num_outputs=self._radix, axis=1)
        gap = F.mean(F.add_n(*splits), axis=(2, 3))
        att = F.softmax(self.fc(gap).reshape((0, self._radix, -1)), axis=1)
        att = F.split(att, num_outputs=self._radix, axis=1)
        return F.add_n(*[F.broadcast_mul(s, a.reshape((0, -1, 1, 1))) for s, a in zip(splits, att)])


class ResNeStCardinal(HybridBlock):
    def __init__(self, channels=8, cardinality=2, **kwargs):
        super().__init__(**kwargs)
        self._card = cardinality
        with self.name_scope():
            self.groups = nn.HybridSequential()
            for _ in range(cardinality):
                self.groups.add(CardinalGroup(channels // cardinality))

    def hybrid_forward(self, F, x):
        parts = F.split(x, num_outputs=self._card, axis=1)
        return F.concat(*[group(p) for group, p in zip(self.groups, parts)], dim=1)


Net = ResNeStCardinal
