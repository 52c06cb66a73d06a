"""Top-K corners over the flattened heat map with the output resolution fixed in `__init__`: class, row and column decoded by floor division by python ints."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 8, 8)]


class TopKCorners(HybridBlock):
    def __init__(self, k=5, out_size=8, **kwargs):
        super(TopKCorners, self).__init__(**kwargs)
        self.k = k
        self.width = out_size
        self.area = out_size * out_size
        with self.name_scope():
            self.heat = nn.Conv2D(2, 3, padding=1, in_channels=3)

    def hybrid_forward(self, F, x):
        heat = F.sigmoid(self.heat(x))
        scores, inds = F.topk(heat.reshape((0, -1)), k=self.k, ret_typ="both")
        clses = F.floor(inds / self.area)
        inds = inds - clses * self.area
        ys = F.floor(inds / self.width)
        xs = inds - ys * self.width
        return scores, clses, ys, xs


Net = TopKCorners
