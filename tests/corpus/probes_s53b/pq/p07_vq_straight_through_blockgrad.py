"""VQ bottleneck with the straight-through estimator `x + F.BlockGrad(quant - x)`, the nearest code by `argmin` and `F.Embedding` on the codebook Parameter with python sizes, codebook and commitment losses from `F.BlockGrad`."""
from mxnet.gluon import HybridBlock

INPUTS = [(4, 6)]


class VQ(HybridBlock):
    def __init__(self, num_codes=5, dim=6, beta=0.25, **kwargs):
        super().__init__(**kwargs)
        self.num_codes, self.dim, self.beta = num_codes, dim, beta
        with self.name_scope():
            self.codebook = self.params.get("codebook", shape=(num_codes, dim))

    def hybrid_forward(self, F, x, codebook):
        d = F.broadcast_add(F.sum(x * x, axis=1, keepdims=True),
                            F.sum(codebook * codebook, axis=1).reshape((1, -1))) - 2 * F.dot(x, codebook, transpose_b=True)
        idx = F.argmin(d, axis=1)
        quant = F.Embedding(idx, codebook, input_dim=self.num_codes, output_dim=self.dim)
        loss = F.mean(F.square(F.BlockGrad(x) - quant)) + self.beta * F.mean(F.square(x - F.BlockGrad(quant)))
        return x + F.BlockGrad(quant - x), loss


Net = VQ
