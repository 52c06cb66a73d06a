"""Neural-linear bandit: last-layer features, their Gram matrix by `linalg.gemm2(transpose_a=True)` plus a ridge `F.eye(self.feat_dim)` of a python size."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 6)]


class NeuralLinear(HybridBlock):
    def __init__(self, dim=6, feat_dim=5, ridge=1.0, **kwargs):
        super().__init__(**kwargs)
        self.feat_dim = feat_dim
        self.ridge = ridge
        with self.name_scope():
            self.body = nn.Dense(feat_dim, activation="tanh", in_units=dim)

    def hybrid_forward(self, F, ctx):
        phi = self.body(ctx)
        gram = F.linalg.gemm2(phi, phi, transpose_a=True) + self.ridge * F.eye(self.feat_dim)
        return phi, gram


Net = NeuralLinear
