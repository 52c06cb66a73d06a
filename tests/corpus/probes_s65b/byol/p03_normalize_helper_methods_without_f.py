"""BYOL with the normalisation in a module helper without `F`, `l2n(x, eps)`, calling only the tensor's
methods `x / (x.norm(axis=1, keepdims=True) + eps).broadcast_like(x)` (equal shapes), and the loss helper
`regression_loss(p, z)` summing `(l2n(p) * l2n(z))` over axis 1 by the `sum` method."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 6), (4, 6)]


def l2n(x, eps=1e-6):
    return x / (x.norm(axis=1, keepdims=True) + eps).broadcast_like(x)


def regression_loss(p, z):
    return 2 - 2 * (l2n(p) * l2n(z)).sum(axis=1)


class HelperNormalizeLoss(HybridBlock):
    def __init__(self, proj=4, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.online = nn.Dense(proj)
            self.target = nn.Dense(proj)

    def hybrid_forward(self, F, v1, v2):
        loss = regression_loss(self.online(v1), F.stop_gradient(self.target(v2)))
        return loss + regression_loss(self.online(v2), F.stop_gradient(self.target(v1)))


Net = HelperNormalizeLoss
