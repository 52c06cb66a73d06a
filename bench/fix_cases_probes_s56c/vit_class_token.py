"""ViT class token: a conv patch embedding flattened to (B, N, C), the (1, 1, C) class token broadcast to the batch by `x.shape[0]`, concatenated in front, and the (1, N + 1, C) position embedding added with `+`."""
from mxnet.gluon import nn


INPUTS = [(2, 3, 8, 8)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.dim = 8
        with self.name_scope():
            self.patch = nn.Conv2D(8, 4, strides=4, in_channels=3)
            self.cls_token = self.params.get('cls_token', shape=(1, 1, 8))
            self.pos_embed = self.params.get('pos_embed', shape=(1, 5, 8))

    def hybrid_forward(self, F, x, cls_token, pos_embed):
        x = self.patch(x)
        b = x.shape[0]
        x = x.reshape((b, self.dim, -1)).transpose((0, 2, 1))
        cls = F.broadcast_to(cls_token, shape=(b, 1, self.dim))
        x = F.concat(cls, x, dim=1)
        x = x + pos_embed
        return x[:, 0]
