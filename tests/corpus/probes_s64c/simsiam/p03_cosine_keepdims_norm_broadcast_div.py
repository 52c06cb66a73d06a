"""SimSiam cosine written out: each vector divided by its `F.norm(..., axis=1, keepdims=True)` with `F.broadcast_div` (an (N, D) by (N, 1) quotient), the target side under `F.stop_gradient`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 10), (4, 10)]


class KeepdimsCosine(HybridBlock):
    def __init__(self, dim=8, eps=1e-6, **kwargs):
        super().__init__(**kwargs)
        self._eps = eps
        self.projector = nn.Dense(dim, in_units=10)
        self.predictor = nn.Dense(dim, in_units=dim)

    def normalize(self, F, v):
        return F.broadcast_div(v, F.norm(v, axis=1, keepdims=True) + self._eps)

    def hybrid_forward(self, F, x1, x2):
        z1, z2 = self.projector(x1), self.projector(x2)
        p1, p2 = self.predictor(z1), self.predictor(z2)
        d1 = -F.sum(self.normalize(F, p1) * self.normalize(F, F.stop_gradient(z2)), axis=1)
        d2 = -F.sum(self.normalize(F, p2) * self.normalize(F, F.stop_gradient(z1)), axis=1)
        return F.mean(d1 + d2) / 2


Net = KeepdimsCosine
