"""GFNet patch embedding: a Conv2D with kernel = stride = patch size to (B, D, h, w), flattened by the
reshape code `(0, 0, -1)` to (B, D, h * w), transposed to tokens (B, N, D), a LayerNorm, and a learned
(1, N, D) position embedding `broadcast_add`ed."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 8, 8)]


class PatchEmbed(HybridBlock):
    def __init__(self, img=8, patch=2, dim=6, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.proj = nn.Conv2D(dim, patch, strides=patch)
            self.norm = nn.LayerNorm()
            self.pos_embed = self.params.get("pos_embed", shape=(1, (img // patch) ** 2, dim))

    def hybrid_forward(self, F, x, pos_embed):
        tokens = self.proj(x).reshape((0, 0, -1)).transpose((0, 2, 1))
        return F.broadcast_add(self.norm(tokens), pos_embed)


Net = PatchEmbed
