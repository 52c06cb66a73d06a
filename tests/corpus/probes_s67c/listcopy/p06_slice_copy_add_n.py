"""Branch outputs in a list, copied by slicing (`hs[:]`) and summed with `F.add_n`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6)]


class Branches(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.a = nn.Dense(4, in_units=6)
            self.b = nn.Dense(4, in_units=6)

    def hybrid_forward(self, F, x):
        hs = [self.a(x), self.b(x)]
        copy = hs[:]
        copy.append(F.relu(hs[0]))
        return F.add_n(*copy)


Net = Branches
