"""ViLBERT co-attention that skips the image stream when no region is valid: `if img_mask.sum() == 0:` -- a python `if` on a tensor."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 8), (2, 3, 8), (2, 3)]


class SkipEmpty(HybridBlock):
    def __init__(self, units=8, **kwargs):
        super(SkipEmpty, self).__init__(**kwargs)
        with self.name_scope():
            self.q = nn.Dense(units, flatten=False, in_units=units)

    def hybrid_forward(self, F, txt, img, img_mask):
        keep = img_mask > 0
        if keep.sum() == 0:
            return txt
        scores = F.batch_dot(self.q(txt), img, transpose_b=True)
        scores = F.broadcast_add(scores, (1.0 - keep.expand_dims(1)) * -1e4)
        return txt + F.batch_dot(F.softmax(scores, axis=-1), img)


Net = SkipEmpty
