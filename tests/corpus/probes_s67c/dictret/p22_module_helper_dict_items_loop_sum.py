"""A module helper returning a dict of per-level losses; `hybrid_forward` sums them by a loop over
`.items()` with `F.add_n` of the values (legal)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6)]


def _losses(F, a, b):
    return {"l1": F.mean(F.abs(a - b), axis=1), "l2": F.mean(F.square(a - b), axis=1)}


class Loss(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.fa = nn.Dense(4, in_units=6)
            self.fb = nn.Dense(4, in_units=6)

    def hybrid_forward(self, F, x):
        parts = _losses(F, self.fa(x), self.fb(x))
        vals = [v for _, v in sorted(parts.items())]
        return F.add_n(*vals)


Net = Loss
