"""YOLACT detection head: class confidences (N, H*W*A, C + 1) by `transpose`/`reshape` of a conv, `softmax` over classes, the background column dropped by `slice_axis(axis=-1, begin=1, end=None)`, best class score by `max` and class id by `argmax`, stacked with `stack`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 6, 6)]


class ConfidenceHead(HybridBlock):
    def __init__(self, channels=8, num_classes=3, num_anchors=3, **kwargs):
        super().__init__(**kwargs)
        self._c = num_classes + 1
        with self.name_scope():
            self.conf = nn.Conv2D(num_anchors * self._c, 3, padding=1, in_channels=channels)

    def hybrid_forward(self, F, x):
        conf = self.conf(x).transpose((0, 2, 3, 1)).reshape((0, -1, self._c))
        fg = F.slice_axis(F.softmax(conf, axis=-1), axis=-1, begin=1, end=None)
        return F.stack(F.max(fg, axis=-1), F.argmax(fg, axis=-1), axis=-1)


Net = ConfidenceHead
