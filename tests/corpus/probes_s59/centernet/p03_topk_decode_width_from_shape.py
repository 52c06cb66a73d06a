"""CenterNet top-k decoding as the eager decoders write it: `_, _, height, width = heat.shape` read in `hybrid_forward` to turn flat indices into rows and columns."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 6, 6)]


class ShapeTopKDecoder(HybridBlock):
    def __init__(self, num_classes=3, topk=5, **kwargs):
        super().__init__(**kwargs)
        self._topk = topk
        with self.name_scope():
            self.heat = nn.Conv2D(num_classes, 1, in_channels=4)

    def hybrid_forward(self, F, x):
        heat = F.sigmoid(self.heat(x))
        _, _, height, width = heat.shape
        scores, inds = F.topk(heat.reshape((0, -1)), axis=-1, k=self._topk, ret_typ="both")
        classes = F.floor(inds / (height * width))
        inds = inds - classes * (height * width)
        ys = F.floor(inds / width)
        xs = inds - ys * width
        return scores, F.stack(classes, ys, xs, axis=-1)


Net = ShapeTopKDecoder
