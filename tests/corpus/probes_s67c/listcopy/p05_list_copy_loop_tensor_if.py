"""Branch outputs in a list, copied with `list(...)`; a loop over the copy tests each branch's max in a
python `if`."""
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
        total = F.zeros_like(hs[0])
        for h in list(hs):
            if h.max() > 0.5:
                total = total + h
        return total


Net = Branches
