"""A BiFormer block around its attention: the 3x3 depthwise positional conv on the NCHW map added with
`x = x + self.pos_embed(x)`, the map permuted to NHWC, LayerNorm, an attention whose local context
enhancement (LePE) is a 5x5 depthwise conv of the values put back into a map from `N, H, W, C = v.shape`,
a global-mean routing score per region (`H // n_win`) broadcast back by `repeat`, the MLP residual with
`x += self.mlp(self.norm2(x))`, and the map permuted back to NCHW."""
from mxnet.gluon import nn


INPUTS = [(2, 4, 8, 8)]


class Net(nn.HybridBlock):
    def __init__(self, dim=4, n_win=2, mlp_ratio=2, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.n_win = n_win
        with self.name_scope():
            self.pos_embed = nn.Conv2D(dim, 3, padding=1, groups=dim, in_channels=dim)
            self.norm1 = nn.LayerNorm(in_channels=dim)
            self.v = nn.Dense(dim, in_units=dim, flatten=False)
            self.lepe = nn.Conv2D(dim, 5, padding=2, groups=dim, in_channels=dim)
            self.norm2 = nn.LayerNorm(in_channels=dim)
            self.mlp = nn.HybridSequential()
            self.mlp.add(nn.Dense(dim * mlp_ratio, in_units=dim, flatten=False, activation='relu'),
                         nn.Dense(dim, in_units=dim * mlp_ratio, flatten=False))

    def attention(self, F, x):
        N, H, W, C = x.shape
        v = self.v(x)
        lepe = self.lepe(v.transpose((0, 3, 1, 2))).transpose((0, 2, 3, 1))
        n = self.n_win
        h, w = H // n, W // n
        regions = v.reshape((N, n, h, n, w, C)).mean(axis=(2, 4))
        score = F.softmax(regions, axis=-1)
        score = score.repeat(h, axis=1).repeat(w, axis=2)
        return v * score + lepe

    def hybrid_forward(self, F, x):
        x = x + self.pos_embed(x)
        x = x.transpose((0, 2, 3, 1))
        x = x + self.attention(F, self.norm1(x))
        x += self.mlp(self.norm2(x))
        return x.transpose((0, 3, 1, 2))
