"""Panoptic fusion: the "thing" probability taken as `probs[:, 1:]` summed over thing classes, gating the center heatmap."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 6, 6)]


class ThingGate(HybridBlock):
    def __init__(self, num_classes=4, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.semantic = nn.Conv2D(num_classes, 1)
            self.center = nn.Conv2D(1, 1)

    def hybrid_forward(self, F, feat):
        probs = F.softmax(self.semantic(feat), axis=1)
        thing = F.sum(probs[:, 1:], axis=1, keepdims=True)
        return F.sigmoid(self.center(feat)) * thing


Net = ThingGate
