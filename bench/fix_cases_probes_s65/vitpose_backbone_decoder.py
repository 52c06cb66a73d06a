"""ViTPose: a plain ViT backbone (patch embedding by a strided conv, tokens `(B, Hp * Wp, C)` plus a learned
position embedding of `(1, num_patches, C)` by a plain `+`, one pre-norm transformer block), the patch tokens
reshaped back to the patch grid `(B, C, Hp, Wp)` from `Hp, Wp = H // p, W // p` of the input's shape, and the
simple decoder: bilinear upsampling by 4 (`BilinearResize2D(height=Hp * 4, width=Wp * 4)`), ReLU, a 3x3
conv to the keypoint heatmaps."""
import math

from mxnet.gluon import nn


INPUTS = [(2, 3, 8, 12)]


class Net(nn.HybridBlock):
    def __init__(self, patch_size=4, embed_dim=8, num_keypoints=5, img_size=(8, 12), **kwargs):
        super(Net, self).__init__(**kwargs)
        self.patch_size = patch_size
        self.embed_dim = embed_dim
        num_patches = (img_size[0] // patch_size) * (img_size[1] // patch_size)
        with self.name_scope():
            self.patch_embed = nn.Conv2D(embed_dim, patch_size, strides=patch_size, in_channels=3)
            self.pos_embed = self.params.get('pos_embed', shape=(1, num_patches, embed_dim))
            self.norm1 = nn.LayerNorm(in_channels=embed_dim)
            self.qkv = nn.Dense(3 * embed_dim, in_units=embed_dim, flatten=False)
            self.proj = nn.Dense(embed_dim, in_units=embed_dim, flatten=False)
            self.norm2 = nn.LayerNorm(in_channels=embed_dim)
            self.mlp = nn.Dense(embed_dim, in_units=embed_dim, flatten=False, activation='relu')
            self.final_layer = nn.Conv2D(num_keypoints, 3, padding=1, in_channels=embed_dim)

    def hybrid_forward(self, F, x, pos_embed):
        B, _, H, W = x.shape
        Hp, Wp = H // self.patch_size, W // self.patch_size
        x = self.patch_embed(x).flatten().reshape((B, self.embed_dim, -1)).transpose((0, 2, 1))
        x = x + pos_embed
        q, k, v = F.split(self.qkv(self.norm1(x)), num_outputs=3, axis=-1)
        att = F.softmax(F.batch_dot(q, k, transpose_b=True) / math.sqrt(self.embed_dim), axis=-1)
        x = x + self.proj(F.batch_dot(att, v))
        x = x + self.mlp(self.norm2(x))
        x = x.transpose((0, 2, 1)).reshape((B, -1, Hp, Wp))
        x = F.contrib.BilinearResize2D(x, height=Hp * 4, width=Wp * 4)
        return self.final_layer(F.relu(x))
