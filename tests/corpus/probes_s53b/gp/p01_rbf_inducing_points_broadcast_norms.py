"""Sparse-GP RBF layer: squared distances to an inducing-point Parameter by `broadcast_add` of squared norms minus twice `F.dot(..., transpose_b=True)`, a log-lengthscale Parameter through `broadcast_div`, output mean by a dense head."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(5, 3)]


class RBFInducing(HybridBlock):
    def __init__(self, num_inducing=4, dim=3, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.z = self.params.get("z", shape=(num_inducing, dim))
            self.log_ls = self.params.get("log_ls", shape=(1,), init="zeros")
            self.out = nn.Dense(1)

    def hybrid_forward(self, F, x, z, log_ls):
        xx = F.sum(F.square(x), axis=1, keepdims=True)
        zz = F.sum(F.square(z), axis=1, keepdims=True)
        d2 = F.broadcast_add(xx, F.transpose(zz)) - 2 * F.dot(x, z, transpose_b=True)
        k = F.exp(-0.5 * F.broadcast_div(F.relu(d2), F.exp(2 * log_ls)))
        return self.out(k)


Net = RBFInducing
