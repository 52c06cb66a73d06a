"""Quantizer restoring the looked-up codes with `q.reshape(zt.shape)`, the PyTorch `view(input_shape)` habit."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 4, 3, 3)]


class VectorQuantizer(HybridBlock):
    def __init__(self, num_codes=6, dim=4, **kwargs):
        super().__init__(**kwargs)
        self.dim = dim
        with self.name_scope():
            self.codebook = self.params.get("codebook", shape=(num_codes, dim))

    def hybrid_forward(self, F, z, codebook):
        zt = z.transpose((0, 2, 3, 1))
        flat = zt.reshape((-1, self.dim))
        d = F.broadcast_add(-2 * F.dot(flat, codebook, transpose_b=True),
                            F.sum(F.square(codebook), axis=1).reshape((1, -1)))
        q = F.take(codebook, F.argmin(d, axis=1)).reshape(zt.shape)
        return (zt + F.BlockGrad(q - zt)).transpose((0, 3, 1, 2))


Net = VectorQuantizer
