"""EMA codebook update dividing the (K, D) embedding sums by the smoothed cluster sizes made a (K, 1) column, with a plain `/`."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 5, 4)]


class EMAQuantizer(HybridBlock):
    def __init__(self, num_codes=6, dim=4, decay=0.99, eps=1e-5, **kwargs):
        super().__init__(**kwargs)
        self.num_codes, self.decay, self.eps = num_codes, decay, eps
        with self.name_scope():
            self.codebook = self.params.get("codebook", shape=(num_codes, dim), grad_req="null")
            self.cluster_size = self.params.get("cluster_size", shape=(num_codes,), init="ones", grad_req="null")
            self.embed_sum = self.params.get("embed_sum", shape=(num_codes, dim), grad_req="null")

    def hybrid_forward(self, F, z, codebook, cluster_size, embed_sum):
        flat = z.reshape((-1, 0), reverse=True)
        d = F.broadcast_add(-2 * F.dot(flat, codebook, transpose_b=True),
                            F.sum(F.square(codebook), axis=1).reshape((1, -1)))
        enc = F.one_hot(F.argmin(d, axis=1), self.num_codes)
        new_size = self.decay * cluster_size + (1 - self.decay) * F.sum(enc, axis=0)
        new_sum = self.decay * embed_sum + (1 - self.decay) * F.dot(enc, flat, transpose_a=True)
        new_codebook = new_sum / (new_size + self.eps).reshape((-1, 1))
        return F.dot(enc, codebook).reshape_like(z), new_codebook


Net = EMAQuantizer
