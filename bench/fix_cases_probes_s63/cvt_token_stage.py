"""CvT's second-stage convolutional token embedding: the previous stage's tokens (B, N, C) (no class
token before the last stage) back to a square map with `h = w = int(math.sqrt(x.shape[1]))`, an
overlapping strided conv to the next width, the map flattened again by `B, C, H, W = x.shape`, and a
LayerNorm; a class token added only where the stage is configured with one (`if self.with_cls_token:`)
by `F.tile(cls_token, (B, 1, 1))`."""
import math
from mxnet.gluon import nn


INPUTS = [(2, 16, 4)]


class Net(nn.HybridBlock):
    def __init__(self, in_dim=4, dim=6, with_cls_token=True, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.with_cls_token = with_cls_token
        with self.name_scope():
            self.proj = nn.Conv2D(dim, 3, strides=2, padding=1, in_channels=in_dim)
            self.norm = nn.LayerNorm(in_channels=dim)
            self.cls_token = self.params.get('cls_token', shape=(1, 1, dim))
            self.mlp = nn.Dense(dim, in_units=dim, flatten=False)

    def hybrid_forward(self, F, x, cls_token):
        h = w = int(math.sqrt(x.shape[1]))
        x = x.transpose((0, 2, 1)).reshape((0, 0, h, w))
        x = self.proj(x)
        B, C, H, W = x.shape
        x = self.norm(x.reshape((B, C, H * W)).transpose((0, 2, 1)))
        if self.with_cls_token:
            x = F.concat(F.tile(cls_token, (B, 1, 1)), x, dim=1)
        return self.mlp(x)
