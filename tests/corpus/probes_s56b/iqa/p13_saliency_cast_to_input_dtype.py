"""Saliency-weighted IQA casting its weights to the image's precision with `F.cast(w, dtype=img.dtype)`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 8, 8)]


class CastSaliencyIQA(HybridBlock):
    def __init__(self, **kwargs):
        super(CastSaliencyIQA, self).__init__(**kwargs)
        with self.name_scope():
            self.quality = nn.Conv2D(1, 3, padding=1, in_channels=3)
            self.saliency = nn.Conv2D(1, 3, padding=1, in_channels=3)

    def hybrid_forward(self, F, img):
        q = self.quality(img).reshape((0, -1))
        w = F.cast(F.softmax(self.saliency(img).reshape((0, -1)), axis=1), dtype=img.dtype)
        return F.sum(w * q, axis=1)


Net = CastSaliencyIQA
