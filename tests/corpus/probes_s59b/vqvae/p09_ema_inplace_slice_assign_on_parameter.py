"""EMA quantizer writing the decayed cluster sizes back with `cluster_size[:] = ...` on the Parameter argument inside `hybrid_forward`, then normalising with the updated sizes."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 5, 4)]


class EMAQuantizer(HybridBlock):
    def __init__(self, num_codes=6, dim=4, decay=0.9, **kwargs):
        super().__init__(**kwargs)
        self.num_codes, self.decay = num_codes, decay
        with self.name_scope():
            self.codebook = self.params.get("codebook", shape=(num_codes, dim), grad_req="null")
            self.cluster_size = self.params.get("cluster_size", shape=(num_codes,), init="ones", grad_req="null")

    def hybrid_forward(self, F, z, codebook, cluster_size):
        flat = z.reshape((-1, 0), reverse=True)
        d = F.broadcast_add(-2 * F.dot(flat, codebook, transpose_b=True),
                            F.sum(F.square(codebook), axis=1).reshape((1, -1)))
        enc = F.one_hot(F.argmin(d, axis=1), self.num_codes)
        cluster_size[:] = self.decay * cluster_size + (1 - self.decay) * F.sum(enc, axis=0)
        probs = cluster_size / F.sum(cluster_size)
        return F.dot(enc, codebook).reshape_like(z), probs


Net = EMAQuantizer
