"""A document encoder combining a SegFormer-style patch stem with LayoutLM's box embeddings: the page image merged into overlapped patches whose count is read from the unpacked shape, each patch's box from aranges of the grid normalised by `w - 1`, and the text tokens with their bbox embeddings joined before a shared LayerNorm."""
from mxnet.gluon import nn


INPUTS = [(2, 3, 8, 8), (2, 3, 4), (2, 3, 4)]


class Net(nn.HybridBlock):
    def __init__(self, dim=4, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.stem = nn.Conv2D(dim, 3, strides=2, padding=1, in_channels=3)
            self.box = nn.Dense(dim, in_units=4, flatten=False)
            self.norm = nn.LayerNorm(in_channels=dim)

    def hybrid_forward(self, F, img, text, bbox):
        feat = self.stem(img)
        n, c, h, w = feat.shape
        patches = feat.reshape((n, c, h * w)).transpose((0, 2, 1))
        gx = F.tile(F.arange(w) / (w - 1), (h,))
        gy = F.repeat(F.arange(h) / (h - 1), repeats=w)
        pbox = F.stack(gx, gy, gx + 1.0 / w, gy + 1.0 / h, axis=1)
        patches = patches + self.box(pbox).expand_dims(0)
        words = text + self.box(bbox)
        return self.norm(F.concat(words, patches, dim=1))
