"""Faster R-CNN RPN head: a 3x3 conv + ReLU, a 1x1 objectness conv with A channels and a 1x1 box-delta conv with 4A channels (A = len(sizes) * len(ratios) from constructor arguments), objectness by `F.sigmoid` moved to channels-last by `transpose((0, 2, 3, 1))` and `reshape((0, -1, 1))`, deltas by `reshape((0, -1, 4))`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(1, 8, 4, 4)]


class RPNHead(HybridBlock):
    def __init__(self, channels=8, sizes=(8, 16), ratios=(0.5, 1, 2), **kwargs):
        super().__init__(**kwargs)
        num_anchors = len(sizes) * len(ratios)
        with self.name_scope():
            self.conv = nn.Conv2D(channels, 3, padding=1, activation="relu")
            self.score = nn.Conv2D(num_anchors, 1)
            self.loc = nn.Conv2D(num_anchors * 4, 1)

    def hybrid_forward(self, F, x):
        x = self.conv(x)
        raw_scores = self.score(x).transpose((0, 2, 3, 1)).reshape((0, -1, 1))
        rpn_scores = F.sigmoid(raw_scores)
        rpn_deltas = self.loc(x).transpose((0, 2, 3, 1)).reshape((0, -1, 4))
        return rpn_scores, rpn_deltas


Net = RPNHead
