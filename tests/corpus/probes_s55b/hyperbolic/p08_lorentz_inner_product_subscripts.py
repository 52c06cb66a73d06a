"""Lorentz model Minkowski product written with PyTorch subscripts, `-x[:, 0] * y[:, 0] + (x[:, 1:] * y[:, 1:]).sum(-1)`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(3, 4), (3, 4)]


class LorentzDistance(HybridBlock):
    def __init__(self, dim=4, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.enc = nn.Dense(dim, in_units=dim)

    def lift(self, F, x):
        return F.concat(F.sqrt(1 + F.sum(x * x, axis=-1, keepdims=True)), x, dim=-1)

    def hybrid_forward(self, F, a, b):
        x, y = self.lift(F, self.enc(a)), self.lift(F, self.enc(b))
        inner = -x[:, 0] * y[:, 0] + (x[:, 1:] * y[:, 1:]).sum(axis=-1)
        return F.arccosh(F.clip(-inner, 1 + 1e-5, 1e5))


Net = LorentzDistance
