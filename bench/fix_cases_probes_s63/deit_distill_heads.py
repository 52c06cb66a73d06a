"""DeiT's distilled ViT: patch tokens from a strided conv, a class and a distillation token each
expanded to the batch (`cls_token.broadcast_to((B, 1, D))`, `B = x.shape[0]`), the position embedding
added by a plain `+`, one encoder MLP, then the class head on `x[:, 0]` and the distillation head on
`x[:, 1]`; in training both are returned, at inference averaged (`if autograd.is_training()`)."""
from mxnet import autograd
from mxnet.gluon import nn


INPUTS = [(2, 3, 8, 8)]


class Net(nn.HybridBlock):
    def __init__(self, patch=4, dim=6, num_classes=3, img_size=8, **kwargs):
        super(Net, self).__init__(**kwargs)
        num_patches = (img_size // patch) ** 2
        with self.name_scope():
            self.patch_embed = nn.Conv2D(dim, patch, strides=patch, in_channels=3)
            self.cls_token = self.params.get('cls_token', shape=(1, 1, dim))
            self.dist_token = self.params.get('dist_token', shape=(1, 1, dim))
            self.pos_embed = self.params.get('pos_embed', shape=(1, num_patches + 2, dim))
            self.norm = nn.LayerNorm(in_channels=dim)
            self.mlp = nn.Dense(dim, in_units=dim, flatten=False, activation='relu')
            self.head = nn.Dense(num_classes, in_units=dim)
            self.head_dist = nn.Dense(num_classes, in_units=dim)

    def hybrid_forward(self, F, x, cls_token, dist_token, pos_embed):
        x = self.patch_embed(x)
        B, D = x.shape[0], x.shape[1]
        x = x.reshape((0, 0, -1)).transpose((0, 2, 1))
        x = F.concat(cls_token.broadcast_to((B, 1, D)), dist_token.broadcast_to((B, 1, D)), x, dim=1)
        x = x + pos_embed
        x = self.norm(x + self.mlp(x))
        x, x_dist = self.head(x[:, 0]), self.head_dist(x[:, 1])
        if autograd.is_training():
            return x, x_dist
        return (x + x_dist) / 2
