"""The ViT stem with the (1, L, C) position Parameter added to the (N, L, C) patch tokens by a plain `+`
(broadcasts eagerly; the traced elementwise sum needs equal shapes)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 8, 16)]


class PlainPosViT(HybridBlock):
    def __init__(self, img_size=(8, 16), patch=4, dims=8, **kwargs):
        super().__init__(**kwargs)
        num_patches = (img_size[0] // patch) * (img_size[1] // patch)
        with self.name_scope():
            self.patch_embed = nn.Conv2D(dims, patch, strides=patch, in_channels=3)
            self.pos_embed = self.params.get("pos_embed", shape=(1, num_patches, dims), init="normal")

    def hybrid_forward(self, F, img, pos_embed):
        x = F.transpose(F.reshape(self.patch_embed(img), shape=(0, 0, -1)), axes=(0, 2, 1))
        return x + pos_embed


Net = PlainPosViT
