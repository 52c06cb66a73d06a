"""Deep kernel learning: a Dense feature extractor, then an RBF kernel whose gamma is computed as a python float from the lengthscale Parameter with `.asscalar()`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(5, 6), (4, 6)]


class DeepKernel(HybridBlock):
    def __init__(self, hidden=4, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.features = nn.Dense(hidden, activation="tanh")
            self.log_ls = self.params.get("log_ls", shape=(1,), init="zeros")

    def hybrid_forward(self, F, x, y, log_ls):
        fx, fy = self.features(x), self.features(y)
        gamma = 0.5 / float(F.exp(2 * log_ls).asscalar())
        d2 = F.broadcast_add(F.sum(fx * fx, axis=1, keepdims=True),
                             F.transpose(F.sum(fy * fy, axis=1, keepdims=True))) - 2 * F.dot(fx, fy, transpose_b=True)
        return F.exp(-gamma * d2)


Net = DeepKernel
