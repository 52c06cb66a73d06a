"""Mask R-CNN box head with a python-valued `if self._agnostic:` (a constructor flag, False here): the class-agnostic branch keeps the PyTorch original's subscript `deltas[:, :4]`, but it is never taken; the class-specific path reshapes to (R, K, 4), transposes to (R, 4, K) and picks the class by `F.pick` with the ids expanded by `broadcast_like` to (R, 4)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(5, 8)]


class MaybeAgnosticBoxes(HybridBlock):
    def __init__(self, classes=3, agnostic=False, **kwargs):
        super().__init__(**kwargs)
        self._k, self._agnostic = classes, agnostic
        with self.name_scope():
            self.cls = nn.Dense(classes)
            self.reg = nn.Dense(classes * 4)

    def hybrid_forward(self, F, roi_feat):
        deltas = self.reg(roi_feat)
        if self._agnostic:
            return deltas[:, :4]
        cls_ids = F.argmax(self.cls(roi_feat), axis=1)
        per_class = deltas.reshape((0, -4, self._k, 4)).transpose((0, 2, 1))
        index = F.broadcast_like(cls_ids.reshape((-1, 1)), F.slice_axis(deltas, axis=1, begin=0, end=4))
        return F.pick(per_class, index, axis=2)


Net = MaybeAgnosticBoxes
