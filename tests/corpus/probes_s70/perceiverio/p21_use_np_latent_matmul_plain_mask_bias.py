"""Numpy-mode Perceiver cross-attention (`@use_np`): the (N, D) latent Parameter multiplied with the keys by
`F.np.matmul(latents, k.transpose(0, 2, 1))` (numpy broadcasting of a 2-D left operand to the batch), the
padding mask added as a bias `(np.expand_dims(valid, 1) - 1) * 1e9`, (B, 1, M) against (B, N, M) by a plain `+`
(numpy broadcasting, legal on numpy-mode symbols)."""
from mxnet import npx
from mxnet.gluon import HybridBlock, nn
from mxnet.util import use_np

npx.set_np()

INPUTS = [(2, 10, 6), (2, 10)]


@use_np
class NumpyLatentAttend(HybridBlock):
    def __init__(self, num_latents=4, dim=8, **kwargs):
        super().__init__(**kwargs)
        self.scale = dim ** -0.5
        with self.name_scope():
            self.latents = self.params.get("latents", shape=(num_latents, dim))
            self.to_k = nn.Dense(dim, flatten=False, use_bias=False)
            self.to_v = nn.Dense(dim, flatten=False, use_bias=False)

    def hybrid_forward(self, F, x, mask, latents):
        k, v = self.to_k(x), self.to_v(x)
        valid = (mask > -0.5).astype("float32")
        scores = F.np.matmul(latents, k.transpose(0, 2, 1)) * self.scale + (F.np.expand_dims(valid, 1) - 1) * 1e9
        return F.np.matmul(F.npx.softmax(scores, axis=-1), v)


Net = NumpyLatentAttend
