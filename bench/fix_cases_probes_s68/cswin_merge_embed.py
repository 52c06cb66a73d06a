"""CSWin's stem and stage transition: the convolutional token embedding (a 7x7 stride-4 conv, then
`b c h w -> b (h w) c` written as `reshape((B, C, H * W))` from the unpacked shape and a LayerNorm), an MLP
block on the tokens, and Merge_Block (tokens back to the grid with `H = W = int(np.sqrt(new_HW))`, a 3x3
stride-2 conv halving the resolution and doubling the width, `B, C = x.shape[:2]`, flattened again and
normalised), then the head on the mean token."""
import numpy as np

from mxnet.gluon import nn


INPUTS = [(2, 3, 32, 32)]


class Merge_Block(nn.HybridBlock):
    def __init__(self, dim, dim_out, **kwargs):
        super(Merge_Block, self).__init__(**kwargs)
        with self.name_scope():
            self.conv = nn.Conv2D(dim_out, 3, strides=2, padding=1, in_channels=dim)
            self.norm = nn.LayerNorm(in_channels=dim_out)

    def hybrid_forward(self, F, x):
        B, new_HW, C = x.shape
        H = W = int(np.sqrt(new_HW))
        x = x.transpose((0, 2, 1)).reshape((B, C, H, W))
        x = self.conv(x)
        B, C = x.shape[:2]
        x = x.reshape((B, C, -1)).transpose((0, 2, 1))
        x = self.norm(x)
        return x


class Net(nn.HybridBlock):
    def __init__(self, in_chans=3, embed_dim=8, num_classes=5, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.stage1_conv_embed = nn.Conv2D(embed_dim, 7, strides=4, padding=2, in_channels=in_chans)
            self.stage1_norm = nn.LayerNorm(in_channels=embed_dim)
            self.norm_mlp = nn.LayerNorm(in_channels=embed_dim)
            self.mlp = nn.HybridSequential()
            self.mlp.add(nn.Dense(embed_dim * 2, in_units=embed_dim, flatten=False), nn.GELU(),
                         nn.Dense(embed_dim, in_units=embed_dim * 2, flatten=False))
            self.merge1 = Merge_Block(embed_dim, embed_dim * 2)
            self.norm = nn.LayerNorm(in_channels=embed_dim * 2)
            self.head = nn.Dense(num_classes, in_units=embed_dim * 2)

    def hybrid_forward(self, F, x):
        x = self.stage1_conv_embed(x)
        B, C, H, W = x.shape
        x = x.reshape((B, C, H * W)).transpose((0, 2, 1))
        x = self.stage1_norm(x)
        x = x + self.mlp(self.norm_mlp(x))
        x = self.merge1(x)
        x = self.norm(x)
        return self.head(F.mean(x, axis=1))
