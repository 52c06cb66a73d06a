"""A two-view loss helper `_loss(F, *views)` unpacking `a, b = views` and scaling one view by the other's
(B, 1) norm with a plain `/`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 6), (4, 6)]


def _loss(F, *views):
    a, b = views
    return F.sum(a / b, axis=1)


class StarViews(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.proj = nn.Dense(3, in_units=6)

    def hybrid_forward(self, F, v1, v2):
        p = self.proj(v1)
        return _loss(F, p, F.norm(self.proj(v2), axis=1, keepdims=True) + 1.0)


Net = StarViews
