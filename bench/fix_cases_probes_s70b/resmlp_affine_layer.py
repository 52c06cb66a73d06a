"""ResMLP's residual layer: `Affine` (a per-channel `alpha * x + beta` with (dim,) Parameters) in place
of the norms, cross-patch mixing by one linear layer on the transposed tokens, a cross-channel MLP,
and LayerScale (the (dim,) scales broadcast onto each residual branch). The Affine is written with
plain operators, as the PyTorch reference does."""
import mxnet as mx
from mxnet.gluon import nn


INPUTS = [(2, 9, 6)]


class Affine(nn.HybridBlock):
    def __init__(self, dim, **kwargs):
        super(Affine, self).__init__(**kwargs)
        with self.name_scope():
            self.alpha = self.params.get('alpha', shape=(dim,), init=mx.init.One())
            self.beta = self.params.get('beta', shape=(dim,), init=mx.init.Zero())

    def hybrid_forward(self, F, x, alpha, beta):
        return alpha * x + beta


class Net(nn.HybridBlock):
    def __init__(self, num_patches=9, dim=6, init_values=0.1, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.norm1 = Affine(dim)
            self.attn = nn.Dense(num_patches, in_units=num_patches, flatten=False)
            self.norm2 = Affine(dim)
            self.fc1 = nn.Dense(4 * dim, in_units=dim, flatten=False)
            self.fc2 = nn.Dense(dim, in_units=4 * dim, flatten=False)
            self.gamma_1 = self.params.get('gamma_1', shape=(dim,), init=mx.init.Constant(init_values))
            self.gamma_2 = self.params.get('gamma_2', shape=(dim,), init=mx.init.Constant(init_values))

    def hybrid_forward(self, F, x, gamma_1, gamma_2):
        x = x + F.broadcast_mul(gamma_1, self.attn(self.norm1(x).transpose((0, 2, 1))).transpose((0, 2, 1)))
        x = x + F.broadcast_mul(gamma_2, self.fc2(F.LeakyReLU(self.fc1(self.norm2(x)), act_type='gelu')))
        return x
