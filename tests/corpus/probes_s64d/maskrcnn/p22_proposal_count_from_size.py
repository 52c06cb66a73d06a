"""Mask R-CNN class-specific box head reading the proposal count from the input's `.size` (`num = proposals.size // 4`) to reshape the regression output to (num, K, 4)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(5, 8), (5, 4)]


class SizeCountBoxes(HybridBlock):
    def __init__(self, classes=3, **kwargs):
        super().__init__(**kwargs)
        self._k = classes
        with self.name_scope():
            self.reg = nn.Dense(classes * 4)

    def hybrid_forward(self, F, roi_feat, proposals):
        num = proposals.size // 4
        deltas = self.reg(roi_feat).reshape((num, self._k, 4))
        return F.broadcast_add(deltas, proposals.expand_dims(1))


Net = SizeCountBoxes
