"""KAN layer scaling the (N, out) spline output by a learned (out,) Parameter with a plain `*`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 3)]


class ScaledKAN(HybridBlock):
    def __init__(self, in_features=3, out_features=2, num_bases=5, **kwargs):
        super(ScaledKAN, self).__init__(**kwargs)
        self.centers = [-1.0 + 0.5 * i for i in range(num_bases)]
        with self.name_scope():
            self.spline = nn.Dense(out_features, use_bias=False, in_units=in_features * num_bases)
            self.scale_sp = self.params.get("scale_sp", shape=(out_features,), init="ones")

    def hybrid_forward(self, F, x, scale_sp):
        bases = F.stack(*[F.exp(-(x - c) ** 2) for c in self.centers], axis=-1)
        return self.spline(bases.reshape((0, -1))) * scale_sp


Net = ScaledKAN
