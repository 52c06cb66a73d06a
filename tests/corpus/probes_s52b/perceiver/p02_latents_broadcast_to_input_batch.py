"""Perceiver encoder: the learned latents (L, D) are tiled to the batch with `F.broadcast_to(..., shape=(x.shape[0], L, D))`, then a single cross-attention to the inputs."""
from mxnet import init
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 12, 8)]


class Net(HybridBlock):
    def __init__(self, num_latents=4, dim=8, **kwargs):
        super().__init__(**kwargs)
        self.num_latents, self.dim = num_latents, dim
        with self.name_scope():
            self.latents = self.params.get("latents", shape=(num_latents, dim), init=init.Normal(0.02))
            self.to_k = nn.Dense(dim, flatten=False)
            self.to_v = nn.Dense(dim, flatten=False)

    def hybrid_forward(self, F, x, latents):
        z = F.broadcast_to(latents.expand_dims(0), shape=(x.shape[0], self.num_latents, self.dim))
        att = F.softmax(F.batch_dot(z, self.to_k(x), transpose_b=True) / self.dim ** 0.5, axis=-1)
        return F.batch_dot(att, self.to_v(x))
