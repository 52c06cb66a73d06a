"""KAN layer reading its basis count from the coefficient Parameter object's declared shape, `self.coef.shape[1] // self.in_features`, inside `hybrid_forward`."""
from mxnet.gluon import HybridBlock

INPUTS = [(4, 3)]


class KANLayer(HybridBlock):
    def __init__(self, in_features=3, out_features=2, num_bases=5, **kwargs):
        super(KANLayer, self).__init__(**kwargs)
        self.in_features, self.out_features = in_features, out_features
        with self.name_scope():
            self.coef = self.params.get("coef", shape=(out_features, in_features * num_bases))

    def hybrid_forward(self, F, x, coef):
        num_bases = self.coef.shape[1] // self.in_features
        centers = [-1.0 + 2.0 * i / (num_bases - 1) for i in range(num_bases)]
        bases = F.stack(*[F.exp(-(x - c) ** 2 * 4) for c in centers], axis=-1).reshape((0, -1))
        return F.FullyConnected(bases, coef, no_bias=True, num_hidden=self.out_features)


Net = KANLayer
