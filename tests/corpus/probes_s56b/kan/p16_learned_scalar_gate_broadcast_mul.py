"""KAN layer mixing base and spline branches by a learned (1,) gate Parameter with `broadcast_mul`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 3)]


class GatedKAN(HybridBlock):
    def __init__(self, in_features=3, out_features=2, num_bases=5, **kwargs):
        super(GatedKAN, self).__init__(**kwargs)
        self.centers = [-1.0 + 0.5 * i for i in range(num_bases)]
        with self.name_scope():
            self.base = nn.Dense(out_features, in_units=in_features)
            self.spline = nn.Dense(out_features, in_units=in_features * num_bases)
            self.gate = self.params.get("gate", shape=(1,), init="zeros")

    def hybrid_forward(self, F, x, gate):
        g = F.sigmoid(gate)
        bases = F.stack(*[F.exp(-(x - c) ** 2) for c in self.centers], axis=-1).reshape((0, -1))
        return F.broadcast_mul(g, self.base(x)) + F.broadcast_mul(1 - g, self.spline(bases))


Net = GatedKAN
