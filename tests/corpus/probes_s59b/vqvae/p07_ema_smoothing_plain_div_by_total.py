"""EMA codebook statistics whose smoothing divides a (K,) array by a (1,) total: cluster sizes and embedding sums kept in `grad_req="null"` Parameters, their decayed updates (counts `sum(one_hot, axis=0)`, sums `dot(one_hot, flat, transpose_a=True)`) computed and returned as outputs for the trainer to write back, Laplace smoothing written `(new_size + eps) / (n + K * eps) * n` with plain operators, where `n = F.sum(new_size)` is (1,) in MXNet 1.x and new_size is (K,)."""
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
        n = F.sum(new_size)
        smoothed = (new_size + self.eps) / (n + self.num_codes * self.eps) * n
        new_codebook = F.broadcast_div(new_sum, smoothed.reshape((-1, 1)))
        q = F.dot(enc, codebook).reshape_like(z)
        return z + F.BlockGrad(q - z), new_size, new_codebook


Net = EMAQuantizer
