"""KAN layer multiplying its flattened bases by the coefficient Parameter transposed with the NDArray attribute `coef.T`."""
from mxnet.gluon import HybridBlock

INPUTS = [(4, 3)]


class KANLayer(HybridBlock):
    def __init__(self, in_features=3, out_features=2, num_bases=5, **kwargs):
        super(KANLayer, self).__init__(**kwargs)
        self.centers = [-1.0 + 0.5 * i for i in range(num_bases)]
        with self.name_scope():
            self.coef = self.params.get("coef", shape=(out_features, in_features * num_bases))

    def hybrid_forward(self, F, x, coef):
        bases = F.stack(*[F.exp(-(x - c) ** 2) for c in self.centers], axis=-1).reshape((0, -1))
        return F.dot(bases, coef.T)


Net = KANLayer
