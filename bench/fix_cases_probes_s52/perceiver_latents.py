"""Perceiver cross-attention: a learned latent array broadcast to the batch attends over the input byte array."""
from mxnet.gluon import nn


INPUTS = [(2, 7, 4)]


class Net(nn.HybridBlock):
    def __init__(self, num_latents=3, dim=4, **kwargs):
        super(Net, self).__init__(**kwargs)
        self._n = num_latents
        self._dim = dim
        with self.name_scope():
            self.latents = self.params.get('latents', shape=(num_latents, dim))
            self.to_k = nn.Dense(dim, in_units=4, flatten=False)

    def hybrid_forward(self, F, x, latents):
        q = F.broadcast_to(latents.expand_dims(0), (x.shape[0], self._n, self._dim))
        k = self.to_k(x)
        att = F.softmax(F.batch_dot(q, k, transpose_b=True) / (self._dim ** 0.5), axis=-1)
        return F.batch_dot(att, x)
