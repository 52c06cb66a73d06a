"""ALBEF image-text matching with hard negatives: weights `softmax(sim_t2i) * (1 - eye)` (a diagonal mask of the python batch size), the hardest negative image per text by `argmax` (the reference samples it with `multinomial`), gathered by `F.take(img, idx, axis=0)`; positive and negative pairs concatenated along the batch axis into an ITM head of two classes."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(3, 8), (3, 8)]


class HardNegativeITM(HybridBlock):
    def __init__(self, dim=8, batch=3, **kwargs):
        super(HardNegativeITM, self).__init__(**kwargs)
        self._b = batch
        with self.name_scope():
            self.fuse = nn.Dense(dim, in_units=2 * dim, activation="relu")
            self.itm_head = nn.Dense(2, in_units=dim)

    def hybrid_forward(self, F, img, txt):
        sim_t2i = F.dot(txt, img, transpose_b=True)
        weights = F.softmax(sim_t2i, axis=1) * (1 - F.eye(self._b))
        neg_idx = F.argmax(weights, axis=1)
        img_neg = F.take(img, neg_idx, axis=0)
        pos = F.concat(img, txt, dim=1)
        neg = F.concat(img_neg, txt, dim=1)
        return self.itm_head(self.fuse(F.concat(pos, neg, dim=0)))


Net = HardNegativeITM
