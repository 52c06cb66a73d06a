"""PVT v2's overlapping patch embedding and stages: a strided 3x3 conv read back to tokens by `_, _,
H, W = x.shape; x.reshape((0, 0, -1)).transpose((0, 2, 1))` and LayerNorm'd, H and W returned with the
tokens and carried to the stage's Mix-FFN, whose depthwise conv needs the map again (`B, N, C =
x.shape; x.transpose((0, 2, 1)).reshape((B, C, H, W))`), the tokens of stage 1 back to a map by
`x.reshape((B, H, W, -1)).transpose((0, 3, 1, 2))` for the next stage's embedding."""
from mxnet.gluon import nn


INPUTS = [(2, 3, 9, 9)]


class OverlapPatchEmbed(nn.HybridBlock):
    def __init__(self, in_chans, embed_dim, patch_size=3, stride=2, **kwargs):
        super(OverlapPatchEmbed, self).__init__(**kwargs)
        with self.name_scope():
            self.proj = nn.Conv2D(embed_dim, patch_size, strides=stride, padding=patch_size // 2,
                                  in_channels=in_chans)
            self.norm = nn.LayerNorm(in_channels=embed_dim)

    def hybrid_forward(self, F, x):
        x = self.proj(x)
        _, _, H, W = x.shape
        x = x.reshape((0, 0, -1)).transpose((0, 2, 1))
        x = self.norm(x)
        return x, H, W


class DWConv(nn.HybridBlock):
    def __init__(self, dim, **kwargs):
        super(DWConv, self).__init__(**kwargs)
        with self.name_scope():
            self.dwconv = nn.Conv2D(dim, 3, padding=1, groups=dim, in_channels=dim)

    def hybrid_forward(self, F, x, H, W):
        B, N, C = x.shape
        x = x.transpose((0, 2, 1)).reshape((B, C, H, W))
        x = self.dwconv(x)
        return x.reshape((0, 0, -1)).transpose((0, 2, 1))


class Net(nn.HybridBlock):
    def __init__(self, dims=(4, 8), mlp_ratio=2, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.embed1 = OverlapPatchEmbed(3, dims[0], patch_size=3, stride=2)
            self.fc1 = nn.Dense(dims[0] * mlp_ratio, in_units=dims[0], flatten=False)
            self.dw = DWConv(dims[0] * mlp_ratio)
            self.fc2 = nn.Dense(dims[0], in_units=dims[0] * mlp_ratio, flatten=False)
            self.norm1 = nn.LayerNorm(in_channels=dims[0])
            self.embed2 = OverlapPatchEmbed(dims[0], dims[1], patch_size=3, stride=2)

    def hybrid_forward(self, F, x):
        B = x.shape[0]
        x, H, W = self.embed1(x)
        x = x + self.fc2(F.Activation(self.dw(self.fc1(x), H, W), 'relu'))
        x = self.norm1(x)
        x = x.reshape((B, H, W, -1)).transpose((0, 3, 1, 2))
        x, H, W = self.embed2(x)
        return x
