"""CenterNet top-k decoding: class heatmap flattened by reshape codes, `topk` over classes and positions, class, row and column recovered with `floor` and the python output size kept in `__init__`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 6, 6)]


class TopKDecoder(HybridBlock):
    def __init__(self, num_classes=3, out_size=6, topk=5, **kwargs):
        super().__init__(**kwargs)
        self._height = out_size
        self._width = out_size
        self._topk = topk
        with self.name_scope():
            self.heat = nn.Conv2D(num_classes, 1, in_channels=4)

    def hybrid_forward(self, F, x):
        heat = F.sigmoid(self.heat(x))
        scores, inds = F.topk(heat.reshape((0, -1)), axis=-1, k=self._topk, ret_typ="both")
        area = self._height * self._width
        classes = F.floor(inds / area)
        inds = inds - classes * area
        ys = F.floor(inds / self._width)
        xs = inds - ys * self._width
        return scores, F.stack(classes, ys, xs, axis=-1)


Net = TopKDecoder
