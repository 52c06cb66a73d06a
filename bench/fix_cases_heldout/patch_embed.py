"""ViT patch embedding: a strided conv, then tokens."""
from mxnet.gluon import nn

INPUTS = [(2, 3, 8, 8)]


class Net(nn.HybridBlock):
    def __init__(self, patch_size=4, embed_dim=6, **kwargs):
        super().__init__(**kwargs)
        self.embed_dim = embed_dim
        with self.name_scope():
            self.proj = nn.Conv2D(embed_dim, kernel_size=patch_size, strides=patch_size)

    def hybrid_forward(self, F, x):
        B, C, H, W = x.shape
        x = self.proj(x)
        x = x.reshape((B, self.embed_dim, -1)).transpose((0, 2, 1))
        return x
