"""CenterNet per-class peak scores: `for cls_heat in F.split(heat, num_outputs=num_classes, axis=1)` (a multi-output split iterates the same eagerly and traced), each class's top-k kept."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 5, 5)]


class PerClassPeaks(HybridBlock):
    def __init__(self, num_classes=3, topk=2, **kwargs):
        super().__init__(**kwargs)
        self._num_classes = num_classes
        self._topk = topk
        with self.name_scope():
            self.heat = nn.Conv2D(num_classes, 1, in_channels=4)

    def hybrid_forward(self, F, x):
        heat = F.sigmoid(self.heat(x))
        scores = []
        for cls_heat in F.split(heat, num_outputs=self._num_classes, axis=1):
            scores.append(F.topk(cls_heat.reshape((0, -1)), axis=-1, k=self._topk, ret_typ="value"))
        return F.concat(*scores, dim=1)


Net = PerClassPeaks
