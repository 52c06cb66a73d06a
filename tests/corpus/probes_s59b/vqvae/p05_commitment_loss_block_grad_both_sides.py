"""VQ-VAE losses: codebook loss `mean((BlockGrad(z) - q)^2)` and commitment loss `beta * mean((z - BlockGrad(q))^2)` over the same-shaped latents, beta a python float; the decoder a Conv2DTranspose child."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 3, 3)]


class VQLosses(HybridBlock):
    def __init__(self, num_codes=6, dim=4, beta=0.25, **kwargs):
        super().__init__(**kwargs)
        self.beta = beta
        with self.name_scope():
            self.codebook = self.params.get("codebook", shape=(num_codes, dim))
            self.decoder = nn.Conv2DTranspose(3, 4, strides=2, padding=1, in_channels=dim)

    def hybrid_forward(self, F, z, codebook):
        zt = z.transpose((0, 2, 3, 1))
        flat = zt.reshape((-1, 0), reverse=True)
        d = F.broadcast_add(-2 * F.dot(flat, codebook, transpose_b=True),
                            F.sum(F.square(codebook), axis=1).reshape((1, -1)))
        q = F.take(codebook, F.argmin(d, axis=1)).reshape_like(zt)
        codebook_loss = F.mean(F.square(F.BlockGrad(zt) - q))
        commit_loss = self.beta * F.mean(F.square(zt - F.BlockGrad(q)))
        st = (zt + F.BlockGrad(q - zt)).transpose((0, 3, 1, 2))
        return self.decoder(st), codebook_loss + commit_loss


Net = VQLosses
