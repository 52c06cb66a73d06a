"""Quantizer reporting code usage as `F.one_hot(codes, K).sum(axis=0)`, a (K,) count vector, normalised by its own total through `broadcast_div`."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 5, 4)]


class SequenceQuantizer(HybridBlock):
    def __init__(self, num_codes=6, dim=4, **kwargs):
        super().__init__(**kwargs)
        self.num_codes = num_codes
        with self.name_scope():
            self.codebook = self.params.get("codebook", shape=(num_codes, dim))

    def hybrid_forward(self, F, z, codebook):
        flat = z.reshape((-3, 0))
        d = F.broadcast_add(-2 * F.dot(flat, codebook, transpose_b=True),
                            F.sum(F.square(codebook), axis=1).expand_dims(0))
        codes = F.argmin(d, axis=1)
        usage = F.one_hot(codes, self.num_codes).sum(axis=0)
        usage = F.broadcast_div(usage, F.sum(usage))
        q = F.take(codebook, codes).reshape_like(z)
        return z + F.BlockGrad(q - z), usage


Net = SequenceQuantizer
