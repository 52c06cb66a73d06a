"""The module helper's dict of losses; `hybrid_forward` skips the l2 term when `parts["l2"].mean() > 1`
(a python `if` on a tensor)."""
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
        if parts["l2"].mean() > 1:
            return parts["l1"]
        return parts["l1"] + parts["l2"]


Net = Loss
