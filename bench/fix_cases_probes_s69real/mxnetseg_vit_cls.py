"""A ViT classifier head from a segmentation toolbox: the class token broadcast to the batch by
`B = x.shape[0]` (the author's comment says it keeps the block from hybridizing), patch tokens, the
position embedding, a transformer stack (here one small feed-forward layer) and the class token read
back by `x[:, 0, :]`.

Source: BebDong/MXNetSeg mxnetseg/models/backbone/vit.py (VisionTransformer.hybrid_forward) at
43cdb70f7dbf41eeb8fa033327e75835a6227c0e; adapted: one encoder layer, small sizes.
"""
from mxnet import init
from mxnet.gluon import nn


INPUTS = [(2, 3, 8, 8)]


class _PatchEmbedding(nn.HybridBlock):
    def __init__(self, img_size=8, patch_size=4, embed_dim=8):
        super(_PatchEmbedding, self).__init__()
        self._num_patches = (img_size // patch_size) ** 2
        self.linear = nn.Conv2D(embed_dim, patch_size, patch_size)

    @property
    def num_patches(self):
        return self._num_patches

    def hybrid_forward(self, F, x):
        x = self.linear(x)  # B, C, h, w
        return F.transpose(F.reshape(x, shape=(0, 0, -1)), axes=(0, 2, 1))  # B, N, C


class Net(nn.HybridBlock):
    def __init__(self, img_size=8, patch_size=4, embed_dim=8, classes=5, pool='token'):
        super(Net, self).__init__()
        self.pool = pool
        with self.name_scope():
            self.patch_embed = _PatchEmbedding(img_size, patch_size, embed_dim)
            self.cls_token = self.params.get('cls_token', shape=(1, 1, embed_dim), init=init.Normal(0.02))
            self.pos_embed = self.params.get('pos_embed', shape=(1, self.patch_embed.num_patches + 1, embed_dim),
                                             init=init.Normal(0.02))
            self.blocks = nn.HybridSequential()
            self.blocks.add(nn.Dense(embed_dim, flatten=False, activation='relu'))
            self.head = nn.HybridSequential()
            self.head.add(nn.LayerNorm(in_channels=embed_dim), nn.Dense(classes))

    def hybrid_forward(self, F, x, *args, **kwargs):
        B = x.shape[0]  # the batch size is needed here, so this block does not hybridize
        cls_token = kwargs['cls_token']
        cls_token = F.broadcast_to(cls_token, shape=(B, 0, 0))
        pos_embed = kwargs['pos_embed']

        x = self.patch_embed(x)
        x = F.concat(x, cls_token, dim=1)
        x = F.broadcast_add(x, pos_embed)
        x = self.blocks(x)
        x = F.mean(x, axis=1) if self.pool == 'mean' else x[:, 0, :]
        return self.head(x)
