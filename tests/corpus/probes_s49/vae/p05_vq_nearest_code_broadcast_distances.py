"""VQ-VAE quantizer: squared distances to every code as `|z|^2 - 2 z.E^T + |E|^2` by `broadcast_add`/`broadcast_sub` of keepdims sums and a `dot(..., transpose_b=True)`, `argmin` over the codes, the code rows gathered by `F.take`, and the straight-through estimator `z + stop_gradient(q - z)`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 6)]


class VectorQuantizer(HybridBlock):
    def __init__(self, num_codes=8, dim=5, commitment=0.25, **kwargs):
        super().__init__(**kwargs)
        self.commitment = commitment
        with self.name_scope():
            self.codebook = self.params.get("codebook", shape=(num_codes, dim))

    def hybrid_forward(self, F, z, codebook):
        d = F.broadcast_add(F.sum(F.square(z), axis=1, keepdims=True),
                            F.sum(F.square(codebook), axis=1).reshape((1, -1)))
        d = d - 2 * F.dot(z, codebook, transpose_b=True)
        idx = F.argmin(d, axis=1)
        q = F.take(codebook, idx)
        loss = F.mean(F.square(F.stop_gradient(q) - z), axis=1) * self.commitment
        return z + F.stop_gradient(q - z), loss


class Net(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.enc = nn.Dense(5, in_units=6)
            self.vq = VectorQuantizer()
            self.dec = nn.Dense(6, in_units=5)

    def hybrid_forward(self, F, x):
        q, loss = self.vq(self.enc(x))
        return self.dec(q), loss
