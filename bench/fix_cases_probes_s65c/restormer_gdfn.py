"""Restormer's transformer block, feed-forward half: `x = x + ffn(norm(x))` with the
WithBias LayerNorm applied to 4-d maps through `to_3d` / `to_4d` (transpose + reshape by
`h, w = x.shape[-2:]`), and the gated-dconv feed-forward network: a 1x1 conv to 2 * hidden
channels, a 3x3 depthwise conv, the two halves `x[:, :hidden]`, `x[:, hidden:]` with
`hidden = x.shape[1] // 2`, GELU of one gating the other, a 1x1 conv back; the residual by `+=`."""
from mxnet.gluon import nn


INPUTS = [(2, 8, 4, 4)]


class LayerNorm4d(nn.HybridBlock):
    def __init__(self, dim, **kwargs):
        super(LayerNorm4d, self).__init__(**kwargs)
        with self.name_scope():
            self.body = nn.LayerNorm(in_channels=dim)

    def hybrid_forward(self, F, x):
        h, w = x.shape[-2:]
        y = x.transpose((0, 2, 3, 1)).reshape((0, -1, x.shape[1]))
        y = self.body(y)
        return y.reshape((-1, h, w, y.shape[-1])).transpose((0, 3, 1, 2))


class Net(nn.HybridBlock):
    def __init__(self, dim=8, ffn_expansion_factor=2, **kwargs):
        super(Net, self).__init__(**kwargs)
        hidden = int(dim * ffn_expansion_factor)
        with self.name_scope():
            self.norm = LayerNorm4d(dim)
            self.project_in = nn.Conv2D(hidden * 2, 1, in_channels=dim)
            self.dwconv = nn.Conv2D(hidden * 2, 3, padding=1, groups=hidden * 2,
                                    in_channels=hidden * 2)
            self.project_out = nn.Conv2D(dim, 1, in_channels=hidden)

    def hybrid_forward(self, F, x):
        y = self.dwconv(self.project_in(self.norm(x)))
        hidden = y.shape[1] // 2
        x1, x2 = y[:, :hidden], y[:, hidden:]
        y = F.LeakyReLU(x1, act_type='gelu') * x2
        x += self.project_out(y)
        return x
