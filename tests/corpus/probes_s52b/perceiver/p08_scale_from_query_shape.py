"""Perceiver cross-attention that derives its softmax temperature from the query width, `1 / math.sqrt(q.shape[-1])`, as in many PyTorch ports."""
import math

from mxnet import init
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 12, 8)]


class Net(HybridBlock):
    def __init__(self, num_latents=4, dim=8, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.latents = self.params.get("latents", shape=(num_latents, dim), init=init.Normal(0.02))
            self.q = nn.Dense(dim, flatten=False)
            self.k = nn.Dense(dim, flatten=False)

    def hybrid_forward(self, F, x, latents):
        z = F.broadcast_like(latents.expand_dims(0), x, lhs_axes=0, rhs_axes=0)
        q, k = self.q(z), self.k(x)
        att = F.softmax(F.batch_dot(q, k, transpose_b=True) / math.sqrt(q.shape[-1]), axis=-1)
        return F.batch_dot(att, x)
