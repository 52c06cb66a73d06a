"""VQ layer that gathers the chosen codewords by subscripting the codebook with the argmin tensor, `codebook[idx]` (NDArray fancy indexing; a legacy Symbol only takes an integer output index)."""
from mxnet.gluon import HybridBlock

INPUTS = [(4, 6)]


class VQ(HybridBlock):
    def __init__(self, num_codes=5, dim=6, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.codebook = self.params.get("codebook", shape=(num_codes, dim))

    def hybrid_forward(self, F, x, codebook):
        d = F.broadcast_add(F.sum(x * x, axis=1, keepdims=True),
                            F.sum(codebook * codebook, axis=1).reshape((1, -1))) - 2 * F.dot(x, codebook, transpose_b=True)
        idx = F.argmin(d, axis=1)
        quant = codebook[idx]
        return x + F.BlockGrad(quant - x)


Net = VQ
