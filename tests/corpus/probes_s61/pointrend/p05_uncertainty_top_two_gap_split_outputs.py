"""PointRend uncertainty for multi-class logits: the two largest class scores per point by `topk(ret_typ="value", k=2)` on the class axis, split into two (N, 1, P) outputs and subtracted with plain `-` (equal shapes), so points near a decision boundary score near 0."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 5)]


class TopTwoUncertainty(HybridBlock):
    def __init__(self, channels=8, num_classes=4, **kwargs):
        super(TopTwoUncertainty, self).__init__(**kwargs)
        with self.name_scope():
            self.cls = nn.Conv1D(num_classes, 1, in_channels=channels)

    def hybrid_forward(self, F, point_feats):
        logits = self.cls(point_feats)
        top2 = F.topk(logits, axis=1, k=2, ret_typ="value")
        first, second = F.split(top2, num_outputs=2, axis=1)
        return second - first


Net = TopTwoUncertainty
