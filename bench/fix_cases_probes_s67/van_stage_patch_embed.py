"""A VAN stage: overlapping patch embeddings (7x7 stride 4, then 3x3 stride 2) with BatchNorm, the map
flattened to tokens for the stage's LayerNorm and folded back from the unpacked shape, as VAN's
`x.flatten(2).transpose(1, 2)` ... `x.reshape(B, H, W, -1).permute(0, 3, 1, 2)` is ported."""
from mxnet.gluon import nn


INPUTS = [(2, 3, 32, 32)]


class OverlapPatchEmbed(nn.HybridBlock):
    def __init__(self, patch_size=7, stride=4, in_chans=3, embed_dim=16, **kwargs):
        super(OverlapPatchEmbed, self).__init__(**kwargs)
        with self.name_scope():
            self.proj = nn.Conv2D(embed_dim, patch_size, strides=stride, padding=patch_size // 2,
                                  in_channels=in_chans)
            self.norm = nn.BatchNorm(in_channels=embed_dim)

    def hybrid_forward(self, F, x):
        x = self.proj(x)
        _, _, H, W = x.shape
        x = self.norm(x)
        return x, H, W


class Net(nn.HybridBlock):
    def __init__(self, in_chans=3, embed_dims=(8, 16), **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.patch_embed1 = OverlapPatchEmbed(7, 4, in_chans, embed_dims[0])
            self.norm1 = nn.LayerNorm(in_channels=embed_dims[0])
            self.patch_embed2 = OverlapPatchEmbed(3, 2, embed_dims[0], embed_dims[1])
            self.norm2 = nn.LayerNorm(in_channels=embed_dims[1])

    def hybrid_forward(self, F, x):
        B = x.shape[0]
        x, H, W = self.patch_embed1(x)
        x = x.reshape((B, 0, -1)).transpose((0, 2, 1))
        x = self.norm1(x)
        x = x.reshape((B, H, W, -1)).transpose((0, 3, 1, 2))
        x, H, W = self.patch_embed2(x)
        x = x.reshape((B, 0, -1)).transpose((0, 2, 1))
        x = self.norm2(x)
        return x.reshape((B, H, W, -1)).transpose((0, 3, 1, 2))
