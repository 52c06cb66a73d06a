"""Perceiver on images: pixels become tokens with `x.reshape((x.shape[0], x.shape[1], -1))` and a transpose, then a learned latent array cross-attends them."""
from mxnet import init
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 4, 4)]


class Net(HybridBlock):
    def __init__(self, num_latents=4, dim=3, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.latents = self.params.get("latents", shape=(1, num_latents, dim), init=init.Normal(0.02))

    def hybrid_forward(self, F, img, latents):
        x = img.reshape((img.shape[0], img.shape[1], -1)).transpose((0, 2, 1))
        z = F.broadcast_like(latents, x, lhs_axes=(0,), rhs_axes=(0,))
        att = F.softmax(F.batch_dot(z, x, transpose_b=True), axis=-1)
        return F.batch_dot(att, x)
