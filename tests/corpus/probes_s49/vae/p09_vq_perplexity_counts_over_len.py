"""VQ bottleneck whose code usage is the count of each code divided by the batch size, the batch size taken as `len(z)`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 6)]


class Net(HybridBlock):
    def __init__(self, num_codes=8, dim=5, **kwargs):
        super().__init__(**kwargs)
        self.num_codes = num_codes
        with self.name_scope():
            self.pre = nn.Dense(dim, in_units=6)
            self.codes = self.params.get("codes", shape=(num_codes, dim), init="uniform")

    def hybrid_forward(self, F, x, codes):
        z = self.pre(x)
        d = F.broadcast_sub(F.sum(codes * codes, axis=1).expand_dims(0), 2 * F.dot(z, codes, transpose_b=True))
        enc = F.one_hot(F.argmin(d, axis=1), self.num_codes)
        usage = F.sum(enc, axis=0) / len(z)
        perplexity = F.exp(-F.sum(usage * F.log(usage + 1e-10)))
        return F.dot(enc, codes), perplexity
