"""Numpy-mode Mamba layers kept in a python list of (conv, proj) children registered by `register_child`,
the causal crop by basic slicing `h[:, :, :self.seq_len]` of a numpy-mode conv output, silu gating by plain
operators -- legal on numpy-mode symbols."""
from mxnet import npx
from mxnet.gluon import HybridBlock, nn
from mxnet.util import use_np

npx.set_np()

INPUTS = [(2, 5, 4)]


@use_np
class NumpyLayers(HybridBlock):
    def __init__(self, d=4, d_conv=3, seq_len=5, n_layers=2, **kwargs):
        super().__init__(**kwargs)
        self.seq_len = seq_len
        self.layers = []
        for i in range(n_layers):
            conv = nn.Conv1D(d, d_conv, padding=d_conv - 1, groups=d, in_channels=d)
            proj = nn.Dense(2 * d, flatten=False, in_units=d)
            self.register_child(conv, "conv%d" % i)
            self.register_child(proj, "proj%d" % i)
            self.layers.append((conv, proj))

    def hybrid_forward(self, F, x):
        for conv, proj in self.layers:
            h = conv(x.transpose(0, 2, 1))[:, :, :self.seq_len].transpose(0, 2, 1)
            u, z = F.np.split(proj(h), 2, axis=-1)
            x = x + u * F.npx.sigmoid(u) * (z * F.npx.sigmoid(z))
        return x


Net = NumpyLayers
