"""ConvNeXt V2's Global Response Normalization on channels-last features (N, H, W, C), as the reference
writes it: `Gx = torch.norm(x, p=2, dim=(1, 2), keepdim=True)`, `Nx = Gx / (Gx.mean(dim=-1, keepdim=True) +
1e-6)`, `gamma * (x * Nx) + beta + x` with (1, 1, 1, C) gamma and beta; the block around it (depthwise 7x7,
permute, LayerNorm, pointwise MLP, GRN, permute back, residual)."""
from mxnet.gluon import nn


INPUTS = [(2, 4, 5, 5)]


class GRN(nn.HybridBlock):
    def __init__(self, dim, **kwargs):
        super(GRN, self).__init__(**kwargs)
        with self.name_scope():
            self.gamma = self.params.get('gamma', shape=(1, 1, 1, dim), init='normal')
            self.beta = self.params.get('beta', shape=(1, 1, 1, dim), init='normal')

    def hybrid_forward(self, F, x, gamma, beta):
        Gx = F.norm(x, ord=2, axis=(1, 2), keepdims=True)
        Nx = Gx / (Gx.mean(axis=-1, keepdims=True) + 1e-6)
        return gamma * (x * Nx) + beta + x


class Net(nn.HybridBlock):
    def __init__(self, dim=4, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.dwconv = nn.Conv2D(dim, 7, padding=3, groups=dim, in_channels=dim)
            self.norm = nn.LayerNorm(in_channels=dim)
            self.pwconv1 = nn.Dense(4 * dim, in_units=dim, flatten=False)
            self.grn = GRN(4 * dim)
            self.pwconv2 = nn.Dense(dim, in_units=4 * dim, flatten=False)

    def hybrid_forward(self, F, x):
        inp = x
        x = self.dwconv(x).transpose((0, 2, 3, 1))
        x = F.LeakyReLU(self.pwconv1(self.norm(x)), act_type='gelu')
        x = self.pwconv2(self.grn(x)).transpose((0, 3, 1, 2))
        return inp + x
