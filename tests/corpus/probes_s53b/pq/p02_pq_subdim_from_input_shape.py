"""Product-quantization encoder that sizes the sub-vectors from the input: `n, dim = x.shape` and `x.reshape((n, self.num_sub, dim // self.num_sub))`."""
from mxnet.gluon import HybridBlock

INPUTS = [(4, 8)]


class PQEncoder(HybridBlock):
    def __init__(self, num_sub=2, num_codes=5, dim=8, **kwargs):
        super().__init__(**kwargs)
        self.num_sub = num_sub
        with self.name_scope():
            self.codebook = self.params.get("codebook", shape=(num_sub, num_codes, dim // num_sub))

    def hybrid_forward(self, F, x, codebook):
        n, dim = x.shape
        sub = x.reshape((n, self.num_sub, dim // self.num_sub)).transpose((1, 0, 2))
        d = F.batch_dot(sub, codebook, transpose_b=True)
        return F.softmax(d, axis=2)


Net = PQEncoder
