"""DimeNet's angles: positions (A, 3) gathered into bond vectors by `F.take` of constant index arrays, the cosine
of each triplet's angle from `F.sum(a * b, axis=1)` over the product of norms (equal (T,) shapes), clipped, and
Legendre polynomials P_0..P_{L-1} by the python recursion over the configured degree, stacked on axis 1."""
import numpy as np
from mxnet.gluon import HybridBlock

INPUTS = [(4, 3)]


class AngularBasis(HybridBlock):
    def __init__(self, num_spherical=4, **kwargs):
        super().__init__(**kwargs)
        self.num_spherical = num_spherical
        with self.name_scope():
            self.i = self.params.get_constant("i", np.array([1, 2, 0, 3], dtype="float32"))
            self.j = self.params.get_constant("j", np.array([0, 1, 2, 2], dtype="float32"))
            self.k = self.params.get_constant("k", np.array([2, 3, 1, 0], dtype="float32"))

    def hybrid_forward(self, F, pos, i, j, k):
        pos_j = F.take(pos, j)
        a, b = F.take(pos, i) - pos_j, F.take(pos, k) - pos_j
        cos = F.sum(a * b, axis=1) / (F.norm(a, axis=1) * F.norm(b, axis=1) + 1e-9)
        cos = F.clip(cos, -1.0, 1.0)
        polys = [F.ones_like(cos), cos]
        for l in range(2, self.num_spherical):
            polys.append(((2 * l - 1) * cos * polys[-1] - (l - 1) * polys[-2]) / l)
        return F.stack(*polys[:self.num_spherical], axis=1)


Net = AngularBasis
