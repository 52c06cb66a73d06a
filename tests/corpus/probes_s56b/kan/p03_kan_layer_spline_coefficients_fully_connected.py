"""KAN layer: a SiLU base branch by a Dense child, spline bases (N, in, B) flattened by reshape code (0, -1) and mixed by `FullyConnected` with the (out, in*B) coefficient Parameter."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 3)]


class KANLayer(HybridBlock):
    def __init__(self, in_features=3, out_features=2, num_bases=6, **kwargs):
        super(KANLayer, self).__init__(**kwargs)
        self.out_features = out_features
        self.centers = [-1.0 + 2.0 * i / (num_bases - 1) for i in range(num_bases)]
        self.width = 2.0 / (num_bases - 1)
        with self.name_scope():
            self.base = nn.Dense(out_features, use_bias=False, in_units=in_features)
            self.coef = self.params.get("coef", shape=(out_features, in_features * num_bases))

    def rbf_bases(self, F, x):
        cols = [F.exp(-((x - c) / self.width) ** 2) for c in self.centers]
        return F.stack(*cols, axis=-1)

    def hybrid_forward(self, F, x, coef):
        silu = x * F.sigmoid(x)
        bases = self.rbf_bases(F, x).reshape((0, -1))
        spline = F.FullyConnected(bases, coef, no_bias=True, num_hidden=self.out_features)
        return self.base(silu) + spline


Net = KANLayer
