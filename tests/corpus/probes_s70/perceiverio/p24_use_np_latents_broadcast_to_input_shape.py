"""Numpy-mode Perceiver encoder that expands the latent array as the JAX code does,
`F.np.broadcast_to(np.expand_dims(latents, 0), (x.shape[0],) + latents.shape)` -- `.shape` of numpy-mode symbols."""
from mxnet import npx
from mxnet.gluon import HybridBlock, nn
from mxnet.util import use_np

npx.set_np()

INPUTS = [(2, 10, 6)]


@use_np
class NumpyBroadcastLatents(HybridBlock):
    def __init__(self, num_latents=4, dim=8, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.latents = self.params.get("latents", shape=(num_latents, dim))
            self.to_k = nn.Dense(dim, flatten=False, use_bias=False)

    def hybrid_forward(self, F, x, latents):
        z = F.np.broadcast_to(F.np.expand_dims(latents, 0), (x.shape[0],) + latents.shape)
        scores = F.np.matmul(z, self.to_k(x).transpose(0, 2, 1))
        return F.npx.softmax(scores, axis=-1)


Net = NumpyBroadcastLatents
