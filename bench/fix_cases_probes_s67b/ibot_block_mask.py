"""iBOT's masked image modelling input: a random block mask over the (h, w) patch grid per image (a block of
`bh x bw` patches at a top/left drawn from the uniform input `u`, `(u[:, 0] * (h - bh + 1)).floor()`), built by
comparing `F.arange(h)` / `F.arange(w)` rows and columns with the block's bounds (plain comparisons of (B, 1, 1)
against (1, h, 1)), the masked patch tokens replaced by the learned mask token through `where`, then the
[CLS] token prepended (`broadcast_to((B, 1, D))`) and the position embedding added."""
from mxnet import init
from mxnet.gluon import nn


INPUTS = [(2, 3, 8, 8), (2, 2)]


class Net(nn.HybridBlock):
    def __init__(self, dim=6, patch=2, grid=4, block=2, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.block = block
        with self.name_scope():
            self.patch_embed = nn.Conv2D(dim, patch, strides=patch, in_channels=3)
            self.masked_embed = self.params.get('masked_embed', shape=(1, 1, dim), init=init.Zero())
            self.cls_token = self.params.get('cls_token', shape=(1, 1, dim), init=init.Normal(0.02))
            self.pos_embed = self.params.get('pos_embed', shape=(1, grid * grid + 1, dim), init=init.Normal(0.02))

    def hybrid_forward(self, F, img, u, masked_embed, cls_token, pos_embed):
        x = self.patch_embed(img)
        B, D, h, w = x.shape
        top = (u[:, 0] * (h - self.block + 1)).floor().reshape((B, 1, 1))
        left = (u[:, 1] * (w - self.block + 1)).floor().reshape((B, 1, 1))
        rows = F.arange(h).reshape((1, h, 1))
        cols = F.arange(w).reshape((1, 1, w))
        mask = (rows >= top) * (rows < top + self.block) * (cols >= left) * (cols < left + self.block)
        x = x.reshape((B, D, h * w)).transpose((0, 2, 1))
        mask = mask.reshape((B, h * w, 1)).broadcast_to((B, h * w, D))
        x = F.where(mask, masked_embed.broadcast_to((B, h * w, D)), x)
        x = F.concat(cls_token.broadcast_to((B, 1, D)), x, dim=1)
        return x + pos_embed, mask[:, :, 0]
