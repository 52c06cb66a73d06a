"""HGT output over node types: a dict of per-type projected (N, D) tensors filled from `zip(types, feats)`, its `.items()` iterated to apply each type's skip gate, and the types' mean readouts stacked in `sorted(h)` key order by `F.stack(*[...])`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 8), (3, 8)]


class TypeReadout(HybridBlock):
    def __init__(self, dim=8, types=("paper", "author"), **kwargs):
        super().__init__(**kwargs)
        self._types = types
        self.out = {}
        with self.name_scope():
            for t in types:
                self.out[t] = nn.Dense(dim, flatten=False, in_units=dim)
                self.register_child(self.out[t], "out_" + t)

    def hybrid_forward(self, F, x_paper, x_author):
        h = dict(zip(self._types, (x_paper, x_author)))
        for t, x in h.items():
            h[t] = F.sigmoid(self.out[t](x)) * x
        return F.stack(*[h[t].mean(axis=0) for t in sorted(h)], axis=0)


Net = TypeReadout
