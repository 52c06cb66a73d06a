"""VQGAN's vector quantiser (taming-transformers VectorQuantizer2, ported): the (B, C, H, W) latent moved
channel-last and flattened to (B*H*W, C) by `z.transpose((0, 2, 3, 1)).reshape((-1, C))`, the squared
distances `z^2 + e^2 - 2 z e^T` to the (K, C) codebook written with plain operators on a (N, 1) and a
(K,) term, the nearest entry by argmin, the codes taken and put back to `(B, H, W, C)` from
`B, C, H, W = z.shape`, the commitment loss and the straight-through estimator."""
import mxnet as mx
from mxnet.gluon import nn


INPUTS = [(2, 4, 3, 3)]


class Net(nn.HybridBlock):
    def __init__(self, n_e=8, e_dim=4, beta=0.25, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.beta = beta
        with self.name_scope():
            self.embedding = nn.Embedding(n_e, e_dim, weight_initializer=mx.init.Uniform(1.0 / n_e))

    def hybrid_forward(self, F, z):
        B, C, H, W = z.shape
        z_flat = z.transpose((0, 2, 3, 1)).reshape((-1, C))
        e = self.embedding.weight.data()
        d = F.sum(z_flat ** 2, axis=1, keepdims=True) + F.sum(e ** 2, axis=1) - 2 * F.dot(z_flat, e, transpose_b=True)
        idx = F.argmin(d, axis=1)
        z_q = self.embedding(idx).reshape((B, H, W, C)).transpose((0, 3, 1, 2))
        loss = F.mean((F.stop_gradient(z_q) - z) ** 2) + self.beta * F.mean((z_q - F.stop_gradient(z)) ** 2)
        z_q = z + F.stop_gradient(z_q - z)
        return z_q, loss
