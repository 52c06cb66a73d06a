"""GIN layer applying its learned (1,) eps Parameter with plain operators, `(1 + eps) * x + F.dot(adj, x)`, the PyTorch Geometric `(1 + self.eps) * x_r` form, on (N, d) node features."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(10, 6), (10, 10)]


class PlainEpsGIN(HybridBlock):
    def __init__(self, in_units=6, hidden=8, **kwargs):
        super(PlainEpsGIN, self).__init__(**kwargs)
        with self.name_scope():
            self.eps = self.params.get("eps", shape=(1,), init="zeros")
            self.mlp = nn.Dense(hidden, in_units=in_units, activation="relu")

    def hybrid_forward(self, F, x, adj, eps):
        return self.mlp((1 + eps) * x + F.dot(adj > 0.5, x))


Net = PlainEpsGIN
