"""ResMLP: patches embedded by a strided conv and flattened by `B, C, H, W = x.shape` and
`x.reshape((B, C, H * W)).transpose((0, 2, 1))`, Affine layers `alpha * x + beta` with (C,) parameters,
a linear over the tokens between two transposes, a per-channel MLP, both branches scaled by (C,)
layer-scale parameters through a plain `*`, and a classifier on the token mean."""
import mxnet as mx
from mxnet.gluon import nn


INPUTS = [(2, 3, 8, 8)]


class Affine(nn.HybridBlock):
    def __init__(self, dim, **kwargs):
        super(Affine, self).__init__(**kwargs)
        with self.name_scope():
            self.alpha = self.params.get('alpha', shape=(dim,), init=mx.init.One())
            self.beta = self.params.get('beta', shape=(dim,), init=mx.init.Zero())

    def hybrid_forward(self, F, x, alpha, beta):
        return alpha * x + beta


class Net(nn.HybridBlock):
    def __init__(self, dim=6, patch=4, num_patches=4, classes=3, init_values=1e-1, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.stem = nn.Conv2D(dim, patch, strides=patch, in_channels=3)
            self.norm1 = Affine(dim)
            self.token_mix = nn.Dense(num_patches, in_units=num_patches, flatten=False)
            self.norm2 = Affine(dim)
            self.mlp = nn.HybridSequential()
            self.mlp.add(nn.Dense(4 * dim, in_units=dim, flatten=False), nn.GELU(),
                         nn.Dense(dim, in_units=4 * dim, flatten=False))
            self.gamma_1 = self.params.get('gamma_1', shape=(dim,), init=mx.init.Constant(init_values))
            self.gamma_2 = self.params.get('gamma_2', shape=(dim,), init=mx.init.Constant(init_values))
            self.norm = Affine(dim)
            self.head = nn.Dense(classes, in_units=dim)

    def hybrid_forward(self, F, x, gamma_1, gamma_2):
        x = self.stem(x)
        B, C, H, W = x.shape
        x = x.reshape((B, C, H * W)).transpose((0, 2, 1))
        x = x + gamma_1 * self.token_mix(self.norm1(x).transpose((0, 2, 1))).transpose((0, 2, 1))
        x = x + gamma_2 * self.mlp(self.norm2(x))
        x = self.norm(x)
        return self.head(x.mean(axis=1))
