"""Top-K corners over the flattened heat map, `ys = floor(inds / width)` with `batch, cat, height, width = heat.shape`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 8, 8)]


class TopKCorners(HybridBlock):
    def __init__(self, k=5, **kwargs):
        super(TopKCorners, self).__init__(**kwargs)
        self.k = k
        with self.name_scope():
            self.heat = nn.Conv2D(2, 3, padding=1, in_channels=3)

    def hybrid_forward(self, F, x):
        heat = F.sigmoid(self.heat(x))
        batch, cat, height, width = heat.shape
        scores, inds = F.topk(heat.reshape((0, -1)), k=self.k, ret_typ="both")
        inds = inds % (height * width)
        ys = F.floor(inds / width)
        xs = inds - ys * width
        return scores, ys, xs


Net = TopKCorners
