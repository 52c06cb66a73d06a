"""A tokenizer mixing MLP-Mixer and VQGAN: an image patchified by a strided conv, tokens
`x.reshape((B, C, -1)).transpose((0, 2, 1))` (`B, C = x.shape[:2]`), one token-mixing MLP on the
transposed map and a channel MLP, then each token quantised to its nearest codebook entry by
`argmin` of squared distances (a (B*P, 1) norm plus a (K,) norm minus the products, plain
operators), the straight-through estimator and the commitment loss."""
import mxnet as mx
from mxnet.gluon import nn


INPUTS = [(2, 3, 6, 6)]


class Net(nn.HybridBlock):
    def __init__(self, patch=3, dim=4, num_patches=4, n_codes=6, beta=0.25, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.beta = beta
        with self.name_scope():
            self.stem = nn.Conv2D(dim, patch, strides=patch, in_channels=3)
            self.norm = nn.LayerNorm(in_channels=dim)
            self.token_mlp = nn.Dense(num_patches, in_units=num_patches, flatten=False)
            self.channel_mlp = nn.Dense(dim, in_units=dim, flatten=False, activation='relu')
            self.codebook = self.params.get('codebook', shape=(n_codes, dim), init=mx.init.Uniform(0.5))

    def hybrid_forward(self, F, x, codebook):
        x = self.stem(x)
        B, C = x.shape[:2]
        x = x.reshape((B, C, -1)).transpose((0, 2, 1))
        x = x + self.token_mlp(self.norm(x).transpose((0, 2, 1))).transpose((0, 2, 1))
        z = x + self.channel_mlp(self.norm(x))
        flat = z.reshape((-1, C))
        d = (flat ** 2).sum(axis=1, keepdims=True) + (codebook ** 2).sum(axis=1) - 2 * F.dot(flat, codebook, transpose_b=True)
        z_q = F.take(codebook, F.argmin(d, axis=1)).reshape_like(z)
        loss = self.beta * F.mean((z - F.stop_gradient(z_q)) ** 2)
        return z + F.stop_gradient(z_q - z), loss
