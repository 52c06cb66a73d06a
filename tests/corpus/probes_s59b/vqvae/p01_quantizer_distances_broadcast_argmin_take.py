"""VQ-VAE quantizer: (N, C, H, W) latents moved channels-last and flattened by reshape codes, squared distances `|z|^2 - 2 z.e + |e|^2` by `broadcast_add`/`broadcast_sub`, `argmin` codes, codebook rows by `take`, `reshape_like` back, the straight-through estimator `z + BlockGrad(q - z)`."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 4, 3, 3)]


class VectorQuantizer(HybridBlock):
    def __init__(self, num_codes=6, dim=4, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.codebook = self.params.get("codebook", shape=(num_codes, dim))

    def hybrid_forward(self, F, z, codebook):
        zt = z.transpose((0, 2, 3, 1))
        flat = zt.reshape((-1, 0), reverse=True)
        d = F.broadcast_add(
            F.broadcast_sub(F.sum(F.square(flat), axis=1, keepdims=True), 2 * F.dot(flat, codebook, transpose_b=True)),
            F.sum(F.square(codebook), axis=1).reshape((1, -1)))
        codes = F.argmin(d, axis=1)
        q = F.reshape_like(F.take(codebook, codes), zt)
        q = zt + F.BlockGrad(q - zt)
        return q.transpose((0, 3, 1, 2)), codes


Net = VectorQuantizer
