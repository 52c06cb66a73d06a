"""KAN layer that flattens its (N, in, B) spline bases with `reshape((x.shape[0], -1))` before the coefficient product."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 3)]


class KANLayer(HybridBlock):
    def __init__(self, in_features=3, out_features=2, num_bases=6, **kwargs):
        super(KANLayer, self).__init__(**kwargs)
        self.centers = [-1.0 + 2.0 * i / (num_bases - 1) for i in range(num_bases)]
        with self.name_scope():
            self.base = nn.Dense(out_features, use_bias=False, in_units=in_features)
            self.spline = nn.Dense(out_features, use_bias=False, in_units=in_features * num_bases)

    def hybrid_forward(self, F, x):
        bases = F.stack(*[F.exp(-(x - c) ** 2 * 6.25) for c in self.centers], axis=-1)
        bases = bases.reshape((x.shape[0], -1))
        return self.base(x * F.sigmoid(x)) + self.spline(bases)


Net = KANLayer
