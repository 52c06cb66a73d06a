"""ViLBERT text-to-image scores (N, T, R) plus the region mask bias made (N, 1, R) by `expand_dims(1)` with a plain `+` -- shapes that differ (broadcast eagerly, elementwise once traced)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 8), (2, 3, 8), (2, 3)]


class PlainMaskAdd(HybridBlock):
    def __init__(self, units=8, **kwargs):
        super(PlainMaskAdd, self).__init__(**kwargs)
        with self.name_scope():
            self.q = nn.Dense(units, flatten=False, in_units=units)
            self.k = nn.Dense(units, flatten=False, in_units=units)

    def hybrid_forward(self, F, txt, img, img_mask):
        scores = F.batch_dot(self.q(txt), self.k(img), transpose_b=True)
        scores = scores + (1.0 - (img_mask > 0).expand_dims(1)) * -1e4
        return F.batch_dot(F.softmax(scores, axis=-1), img)


Net = PlainMaskAdd
