"""VQ-VAE bottleneck returning the straight-through codes, the commitment loss and the codebook perplexity: one-hot encodings of the `argmin`, their batch mean by `F.mean(axis=0)`, `exp(-sum(p log p))`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 6)]


class Net(HybridBlock):
    def __init__(self, num_codes=8, dim=5, beta=0.25, **kwargs):
        super().__init__(**kwargs)
        self.num_codes, self.beta = num_codes, beta
        with self.name_scope():
            self.pre = nn.Dense(dim, in_units=6)
            self.codes = self.params.get("codes", shape=(num_codes, dim), init="uniform")

    def hybrid_forward(self, F, x, codes):
        z = self.pre(x)
        d = F.broadcast_add(-2 * F.dot(z, codes, transpose_b=True),
                            F.sum(codes * codes, axis=1).expand_dims(0))
        enc = F.one_hot(F.argmin(d, axis=1), self.num_codes)
        q = F.dot(enc, codes)
        commit = self.beta * F.mean(F.square(z - F.stop_gradient(q)), axis=1)
        avg = F.mean(enc, axis=0)
        perplexity = F.exp(-F.sum(avg * F.log(avg + 1e-10)))
        return z + F.stop_gradient(q - z), commit, perplexity
