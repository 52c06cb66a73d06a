"""Test-time dihedral averaging: the value head run on the board flipped and transposed (F.flip, F.transpose axes), the eight values averaged."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 5, 5)]


class SymmetricValue(HybridBlock):
    def __init__(self, **kwargs):
        super(SymmetricValue, self).__init__(**kwargs)
        with self.name_scope():
            self.conv = nn.Conv2D(4, 3, padding=1, in_channels=4, activation="relu")
            self.fc = nn.Dense(1, in_units=100)

    def value(self, F, x):
        return F.tanh(self.fc(self.conv(x)))

    def hybrid_forward(self, F, planes):
        values = []
        for transpose in (False, True):
            x = F.transpose(planes, axes=(0, 1, 3, 2)) if transpose else planes
            for flip_h in (False, True):
                y = F.flip(x, axis=3) if flip_h else x
                for flip_v in (False, True):
                    z = F.flip(y, axis=2) if flip_v else y
                    values.append(self.value(F, z))
        return F.add_n(*values) / len(values)


Net = SymmetricValue
