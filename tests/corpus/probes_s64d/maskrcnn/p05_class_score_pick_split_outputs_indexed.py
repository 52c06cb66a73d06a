"""Mask R-CNN box head: class scores (R, K) by softmax, the best foreground class by `F.argmax` over `slice_axis(..., begin=1)` plus one, its score by `F.pick(probs, cls_ids, axis=1)`; class-specific boxes (R, K*4) viewed as (R, K, 4) by `reshape((0, -4, K, 4))` and the class's box read by `F.pick` per coordinate of the `F.split` outputs indexed `coords[i]` (a multi-output Symbol read by integer index)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(5, 8)]


class ClassSpecificBoxes(HybridBlock):
    def __init__(self, classes=3, **kwargs):
        super().__init__(**kwargs)
        self._k = classes
        with self.name_scope():
            self.cls = nn.Dense(classes)
            self.reg = nn.Dense(classes * 4)

    def hybrid_forward(self, F, roi_feat):
        probs = F.softmax(self.cls(roi_feat), axis=-1)
        cls_ids = F.argmax(F.slice_axis(probs, axis=1, begin=1, end=None), axis=1) + 1
        score = F.pick(probs, cls_ids, axis=1)
        coords = F.split(self.reg(roi_feat).reshape((0, -4, self._k, 4)), num_outputs=4, axis=-1, squeeze_axis=True)
        box = F.stack(*[F.pick(coords[i], cls_ids, axis=1) for i in range(4)], axis=1)
        return box, score


Net = ClassSpecificBoxes
