"""BYOL's normalized MSE with the PyTorch port's normalisation `x / x.norm(dim=1, keepdim=True)` written
with `F.norm(x, axis=1, keepdims=True)`: a plain `/` of (B, D) by (B, 1)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 6), (4, 6)]


class PlainNormalizeLoss(HybridBlock):
    def __init__(self, proj=4, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.online = nn.Dense(proj)
            self.target = nn.Dense(proj)

    def hybrid_forward(self, F, v1, v2):
        p = self.online(v1)
        z = F.stop_gradient(self.target(v2))
        p = p / F.norm(p, axis=1, keepdims=True)
        z = z / F.norm(z, axis=1, keepdims=True)
        return (2 - 2 * (p * z).sum(axis=1)).mean()


Net = PlainNormalizeLoss
