"""Quantizer reporting the codebook perplexity as `math.exp(-float(F.sum(avg * F.log(avg + 1e-10))))`."""
import math

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
        enc = F.one_hot(F.argmin(d, axis=1), self.num_codes)
        avg = F.mean(enc, axis=0)
        perplexity = math.exp(-float(F.sum(avg * F.log(avg + 1e-10)).asscalar()))
        q = F.dot(enc, codebook).reshape_like(z)
        return z + F.BlockGrad(q - z), F.ones((1,)) * perplexity


Net = SequenceQuantizer
