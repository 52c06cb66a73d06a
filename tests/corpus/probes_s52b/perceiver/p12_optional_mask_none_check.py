"""Perceiver cross-attention with an optional key mask argument: `if mask is not None:` (a python test of the argument) adds `-1e9` to the padded keys by `broadcast_add`."""
from mxnet import init
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 10, 6), (2, 10)]


class Net(HybridBlock):
    def __init__(self, num_latents=3, dim=6, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.latents = self.params.get("latents", shape=(1, num_latents, dim), init=init.Normal(0.02))
            self.q = nn.Dense(dim, flatten=False)

    def hybrid_forward(self, F, x, mask=None, latents=None):
        z = F.broadcast_like(latents, x, lhs_axes=(0,), rhs_axes=(0,))
        s = F.batch_dot(self.q(z), x, transpose_b=True)
        if mask is not None:
            s = F.broadcast_add(s, F.expand_dims((mask <= 0) * -1e9, axis=1))
        return F.batch_dot(F.softmax(s, axis=-1), x)
