"""LayoutLMv2-style visual tokens: a backbone's (N, C, H, W) map flattened to H*W tokens by the unpacked shape, their boxes a grid of cell corners from `F.arange(w)` and `F.arange(h)` scaled by the grid size, embedded and added, and the visual tokens concatenated after the text tokens."""
from mxnet.gluon import nn


INPUTS = [(2, 3, 8, 8), (2, 4, 6)]


class Net(nn.HybridBlock):
    def __init__(self, dim=6, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.backbone = nn.Conv2D(dim, 3, strides=2, padding=1, in_channels=3)
            self.x_emb = nn.Embedding(64, dim)
            self.y_emb = nn.Embedding(64, dim)

    def hybrid_forward(self, F, img, text):
        feat = self.backbone(img)
        b, c, h, w = feat.shape
        tokens = feat.reshape((b, c, h * w)).transpose((0, 2, 1))
        xs = F.tile(F.arange(w).reshape((1, w)), (h, 1)).reshape((-1,))
        ys = F.tile(F.arange(h).reshape((h, 1)), (1, w)).reshape((-1,))
        pos = self.x_emb(xs * (64 // w)) + self.y_emb(ys * (64 // h))
        tokens = tokens + pos.expand_dims(0)
        return F.concat(text, tokens, dim=1)
