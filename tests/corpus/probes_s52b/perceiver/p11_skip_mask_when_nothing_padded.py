"""Perceiver cross-attention that skips the padding bias when no key is padded, `if F.sum(pad <= 0) == 0:`, to save the broadcast."""
from mxnet import init
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 10, 6), (2, 10)]


class Net(HybridBlock):
    def __init__(self, num_latents=3, dim=6, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.latents = self.params.get("latents", shape=(1, num_latents, dim), init=init.Normal(0.02))
            self.q = nn.Dense(dim, flatten=False)

    def hybrid_forward(self, F, x, pad, latents):
        z = F.broadcast_like(latents, x, lhs_axes=(0,), rhs_axes=(0,))
        s = F.batch_dot(self.q(z), x, transpose_b=True)
        if F.sum(pad <= 0) == 0:
            att = F.softmax(s, axis=-1)
        else:
            bias = F.expand_dims((pad <= 0) * -1e9, axis=1)
            att = F.softmax(F.broadcast_add(s, bias), axis=-1)
        return F.batch_dot(att, x)
