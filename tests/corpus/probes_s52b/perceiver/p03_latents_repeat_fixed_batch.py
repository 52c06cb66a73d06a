"""Perceiver head exported for a fixed serving batch: the latents (L, D) are repeated `batch_size` times (a constructor argument) along a new axis 0 with `F.repeat`, then cross-attend the inputs."""
from mxnet import init
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 12, 8)]


class Net(HybridBlock):
    def __init__(self, batch_size=2, num_latents=4, dim=8, **kwargs):
        super().__init__(**kwargs)
        self.batch_size = batch_size
        self.scale = 1.0 / dim ** 0.5
        with self.name_scope():
            self.latents = self.params.get("latents", shape=(num_latents, dim), init=init.Normal(0.02))
            self.to_kv = nn.Dense(2 * dim, flatten=False)

    def hybrid_forward(self, F, x, latents):
        z = F.repeat(F.expand_dims(latents, axis=0), repeats=self.batch_size, axis=0)
        k, v = F.split(self.to_kv(x), num_outputs=2, axis=2)
        att = F.softmax(F.batch_dot(z, k, transpose_b=True) * self.scale, axis=-1)
        return z + F.batch_dot(att, v)
