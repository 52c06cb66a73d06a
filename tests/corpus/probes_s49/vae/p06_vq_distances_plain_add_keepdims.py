"""VQ-VAE distances written as in the Sonnet reference: `sum(z**2, 1, keepdims) + sum(E**2, 1) - 2 * dot(z, E.T)` with plain `+` between the (N, 1) and (K,) sums."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 6)]


class Net(HybridBlock):
    def __init__(self, num_codes=8, dim=5, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.enc = nn.Dense(dim, in_units=6)
            self.codebook = nn.Embedding(num_codes, dim)

    def hybrid_forward(self, F, x):
        z = self.enc(x)
        table = self.codebook(F.arange(8))
        d = (F.sum(z ** 2, axis=1, keepdims=True) + F.sum(table ** 2, axis=1)
             - 2 * F.dot(z, table, transpose_b=True))
        idx = F.argmin(d, axis=1)
        q = self.codebook(idx)
        return z + F.stop_gradient(q - z)
