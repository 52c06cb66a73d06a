"""Corner offsets gathered at the top-K indices converted with `.asnumpy()` and used as python column indices for `slice_axis`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 8, 8)]


class CornerOffsets(HybridBlock):
    def __init__(self, k=3, **kwargs):
        super(CornerOffsets, self).__init__(**kwargs)
        self.k = k
        with self.name_scope():
            self.heat = nn.Conv2D(1, 3, padding=1, in_channels=3)
            self.off = nn.Conv2D(2, 3, padding=1, in_channels=3)

    def hybrid_forward(self, F, x):
        heat = self.heat(x).reshape((0, -1))
        inds = F.topk(F.max(heat, axis=0, keepdims=True), k=self.k, ret_typ="indices")
        cols = [int(i) for i in inds.asnumpy().ravel()]
        off = self.off(x).reshape((0, 2, -1))
        return F.stack(*[F.slice_axis(off, axis=2, begin=c, end=c + 1) for c in cols], axis=0)


Net = CornerOffsets
