"""Attention gate of an MXNet Attention U-Net: `psi = nd.relu(g1 + x1)` (the NDArray operator in
hybrid_forward), a 1-channel sigmoid map, then `out = x * psi` -- (N, C, H, W) times (N, 1, H, W),
which NDArray's `*` broadcasts and Symbol's does not.

Source: a public Gluon U-Net (find_string id 48456924534), the attention block's hybrid_forward
as written (gating tensor taken from `args[0]`); its __init__ builds `HybridSequential(conv, bn)`
with `stride=1`, which MXNet 1.9.1 does not accept, so the same layers are added with `.add` and
`strides`; 4/2 channels, a 5x5 input.
"""
from mxnet import nd
from mxnet.gluon import nn

INPUTS = [(2, 4, 5, 5), (2, 4, 5, 5)]


class Net(nn.HybridBlock):
    def __init__(self, F_g=4, F_l=4, F_int=2, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.W_g = nn.HybridSequential()
        self.W_g.add(nn.Conv2D(in_channels=F_l, channels=F_int, kernel_size=1, strides=1, padding=0),
                     nn.BatchNorm(in_channels=F_int, axis=1, center=True, scale=True))

        self.W_x = nn.HybridSequential()
        self.W_x.add(nn.Conv2D(in_channels=F_g, channels=F_int, kernel_size=1, strides=1, padding=0),
                     nn.BatchNorm(in_channels=F_int, axis=1, center=True, scale=True))

        self.psi = nn.HybridSequential()
        self.psi.add(nn.Conv2D(in_channels=F_int, channels=1, kernel_size=1, strides=1, padding=0),
                     nn.BatchNorm(in_channels=1, axis=1, center=True, scale=True),
                     nn.Activation('sigmoid'))

    def hybrid_forward(self, F, x, *args, **kwargs):
        g = args[0] # Previous tensor
        g1 = self.W_g(g)
        x1 = self.W_x(x)
        psi = nd.relu(g1+x1)
        psi = self.psi(psi)
        out = x * psi
        return out
