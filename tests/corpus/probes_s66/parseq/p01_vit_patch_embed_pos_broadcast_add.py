"""PARSeq's ViT encoder stem: a Conv2D with kernel = stride = patch size, the (N, C, h, w) map flattened by
reshape code `(0, 0, -1)` and transposed to (N, L, C), a (1, L, C) position Parameter added by
`F.broadcast_add`, one pre-norm self-attention layer with a plain `+` residual of equal shapes."""
import math

from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 8, 16)]


class ViTEncoder(HybridBlock):
    def __init__(self, img_size=(8, 16), patch=4, dims=8, **kwargs):
        super().__init__(**kwargs)
        num_patches = (img_size[0] // patch) * (img_size[1] // patch)
        self.scale = 1 / math.sqrt(dims)
        with self.name_scope():
            self.patch_embed = nn.Conv2D(dims, patch, strides=patch, in_channels=3)
            self.pos_embed = self.params.get("pos_embed", shape=(1, num_patches, dims), init="normal")
            self.norm = nn.LayerNorm(in_channels=dims)
            self.qkv = nn.Dense(3 * dims, flatten=False, in_units=dims)

    def hybrid_forward(self, F, img, pos_embed):
        x = F.transpose(F.reshape(self.patch_embed(img), shape=(0, 0, -1)), axes=(0, 2, 1))
        x = F.broadcast_add(x, pos_embed)
        q, k, v = F.split(self.qkv(self.norm(x)), num_outputs=3, axis=2)
        att = F.softmax(F.batch_dot(q, k, transpose_b=True) * self.scale, axis=-1)
        return x + F.batch_dot(att, v)


Net = ViTEncoder
