"""KAN layer whose spline output gets the SiLU base branch added with `out += ...`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 3)]


class KANLayer(HybridBlock):
    def __init__(self, in_features=3, out_features=2, num_bases=5, **kwargs):
        super(KANLayer, self).__init__(**kwargs)
        self.centers = [-1.0 + 0.5 * i for i in range(num_bases)]
        with self.name_scope():
            self.base = nn.Dense(out_features, use_bias=False, in_units=in_features)
            self.spline = nn.Dense(out_features, in_units=in_features * num_bases)

    def hybrid_forward(self, F, x):
        bases = F.stack(*[F.exp(-(x - c) ** 2) for c in self.centers], axis=-1)
        out = self.spline(bases.reshape((0, -1)))
        out += self.base(x * F.sigmoid(x))
        return out


Net = KANLayer
