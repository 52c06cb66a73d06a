"""TPS bending energy beside the warp: the (K, K) kernel of fixed control points as `get_constant`, `trace(W^T K W)` as `sum(W * (K W))` after `batch_dot` over a `broadcast_like` copy, the warp's sum of squares for the loss."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6)]

CTRL = [(-1.0, -1.0), (1.0, -1.0), (-1.0, 1.0), (1.0, 1.0), (0.0, 0.0)]


def kernel(points):
    import math
    out = []
    for (x1, y1) in points:
        row = []
        for (x2, y2) in points:
            r2 = (x1 - x2) ** 2 + (y1 - y2) ** 2
            row.append(r2 * math.log(r2) if r2 > 0 else 0.0)
        out.append(row)
    return [out]


class TPSBendingEnergy(HybridBlock):
    def __init__(self, in_dim=6, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.kernel = self.params.get_constant("kernel", kernel(CTRL))
            self.w = nn.Dense(2 * len(CTRL), in_units=in_dim)

    def hybrid_forward(self, F, z, kernel):
        w = F.reshape(self.w(z), shape=(0, -1, 2))                                 # (N, K, 2)
        kw = F.batch_dot(F.broadcast_like(kernel, w, lhs_axes=(0,), rhs_axes=(0,)), w)
        energy = F.sum(w * kw, axis=(1, 2))
        return w, energy


Net = TPSBendingEnergy
