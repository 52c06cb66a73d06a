"""KAN layer evaluating the spline bases sample by sample, iterating over the rows of the (N, in) input with `for row in x`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 3)]


class RowwiseKAN(HybridBlock):
    def __init__(self, in_features=3, out_features=2, num_bases=5, **kwargs):
        super(RowwiseKAN, self).__init__(**kwargs)
        self.centers = [-1.0 + 0.5 * i for i in range(num_bases)]
        with self.name_scope():
            self.spline = nn.Dense(out_features, in_units=in_features * num_bases)

    def hybrid_forward(self, F, x):
        rows = []
        for row in x:
            b = F.stack(*[F.exp(-(row - c) ** 2) for c in self.centers], axis=-1)
            rows.append(b.reshape((1, -1)))
        return self.spline(F.concat(*rows, dim=0))


Net = RowwiseKAN
