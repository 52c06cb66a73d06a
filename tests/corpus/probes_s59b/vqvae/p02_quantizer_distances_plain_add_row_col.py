"""VQ-VAE quantizer computing the distance matrix with plain operators: `(M, 1)` squared norms minus `2 * dot` plus the `(K,)` codebook norms."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 4, 3, 3)]


class VectorQuantizer(HybridBlock):
    def __init__(self, num_codes=6, dim=4, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.codebook = self.params.get("codebook", shape=(num_codes, dim))

    def hybrid_forward(self, F, z, codebook):
        zt = z.transpose((0, 2, 3, 1))
        flat = zt.reshape((-1, 4))
        d = (F.sum(F.square(flat), axis=1, keepdims=True)
             - 2 * F.dot(flat, codebook, transpose_b=True)
             + F.sum(F.square(codebook), axis=1))
        codes = F.argmin(d, axis=1)
        q = F.reshape_like(F.take(codebook, codes), zt)
        return (zt + F.BlockGrad(q - zt)).transpose((0, 3, 1, 2))


Net = VectorQuantizer
