"""YOLACT post-processing keeping the top detections, `k = max(1, int(F.sum(best > 0.3).asscalar()))`: a python count read from the data to size `topk`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 4, 4)]


class TopDetections(HybridBlock):
    def __init__(self, channels=8, num_classes=3, **kwargs):
        super().__init__(**kwargs)
        self._c = num_classes + 1
        with self.name_scope():
            self.conf = nn.Conv2D(self._c, 3, padding=1, in_channels=channels)

    def hybrid_forward(self, F, x):
        conf = F.softmax(self.conf(x).transpose((0, 2, 3, 1)).reshape((0, -1, self._c)), axis=-1)
        best = F.max(F.slice_axis(conf, axis=-1, begin=1, end=None), axis=-1)
        k = max(1, int(F.sum(best > 0.3).asscalar()))
        return F.topk(best, axis=-1, k=k, ret_typ="value")


Net = TopDetections
