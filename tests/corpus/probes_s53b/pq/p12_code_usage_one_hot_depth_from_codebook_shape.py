"""Codebook-usage perplexity of a VQ layer: `F.one_hot(idx, depth=codebook.shape[0])` on the argmin, usage averaged over the batch, `exp(-sum p log p)`."""
from mxnet.gluon import HybridBlock

INPUTS = [(4, 6)]


class CodeUsage(HybridBlock):
    def __init__(self, num_codes=5, dim=6, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.codebook = self.params.get("codebook", shape=(num_codes, dim))

    def hybrid_forward(self, F, x, codebook):
        d = -2 * F.dot(x, codebook, transpose_b=True) + F.sum(codebook * codebook, axis=1).reshape((1, -1)).broadcast_like(
            F.dot(x, codebook, transpose_b=True))
        onehot = F.one_hot(F.argmin(d, axis=1), depth=codebook.shape[0])
        p = F.mean(onehot, axis=0)
        return F.exp(-F.sum(p * F.log(p + 1e-10)))


Net = CodeUsage
