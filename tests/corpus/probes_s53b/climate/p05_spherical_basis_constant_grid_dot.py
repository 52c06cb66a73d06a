"""Spherical-harmonics-like projection: a basis of `cos(m lon) * P(sin lat)` products for python orders built in `__init__` as a constant (H*W, B), the field flattened by `(0, 0, -3)` and projected with `F.dot`, then mapped back by the transposed basis."""
import numpy as np
from mxnet.gluon import HybridBlock

INPUTS = [(2, 3, 4, 8)]


class SphericalFilter(HybridBlock):
    def __init__(self, n_lat=4, n_lon=8, max_order=2, **kwargs):
        super().__init__(**kwargs)
        lat = np.deg2rad(np.linspace(-67.5, 67.5, n_lat))[:, None]
        lon = np.deg2rad(np.linspace(0, 315, n_lon))[None, :]
        basis = [np.cos(m * lon) * np.sin(lat) ** l for m in range(max_order + 1) for l in range(max_order + 1)]
        basis = np.stack([b.reshape(-1) for b in basis], axis=1)
        self.n_lat, self.n_lon = n_lat, n_lon
        with self.name_scope():
            self.basis = self.params.get_constant("basis", basis / np.linalg.norm(basis, axis=0))

    def hybrid_forward(self, F, x, basis):
        flat = x.reshape((0, 0, -3))
        coeffs = F.dot(flat, basis)
        back = F.dot(coeffs, basis, transpose_b=True)
        return back.reshape((0, 0, self.n_lat, self.n_lon))


Net = SphericalFilter
