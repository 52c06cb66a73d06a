"""ALBEF ITM labels built in a module helper, `itm_labels(F, img)`, as `F.concat(F.ones((len(img),)), F.zeros((2 * len(img),)), dim=0)` (one positive, two negatives per image) -- `len()` of a Symbol is 1, so the traced labels have 3 entries for 3N logits."""
from mxnet.gluon import HybridBlock, nn


def itm_labels(F, img):
    bs = len(img)
    return F.concat(F.ones((bs,)), F.zeros((2 * bs,)), dim=0)


INPUTS = [(3, 8), (3, 8)]


class LenLabelsITM(HybridBlock):
    def __init__(self, dim=8, **kwargs):
        super(LenLabelsITM, self).__init__(**kwargs)
        with self.name_scope():
            self.itm_head = nn.Dense(2, in_units=2 * dim)

    def hybrid_forward(self, F, img, txt):
        img_neg = F.concat(F.slice_axis(img, axis=0, begin=1, end=None), F.slice_axis(img, axis=0, begin=0, end=1), dim=0)
        txt_neg = F.concat(F.slice_axis(txt, axis=0, begin=2, end=None), F.slice_axis(txt, axis=0, begin=0, end=2), dim=0)
        pairs = F.concat(F.concat(img, txt, dim=1), F.concat(img_neg, txt, dim=1), F.concat(img, txt_neg, dim=1), dim=0)
        logp = F.log_softmax(self.itm_head(pairs), axis=-1)
        return -F.mean(F.pick(logp, itm_labels(F, img), axis=-1))


Net = LenLabelsITM
