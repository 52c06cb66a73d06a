"""CenterNet offset regression gathered by `gather_nd`: batch indices from `contrib.arange_like` over axis 0, broadcast to the top-k indices by `broadcast_like`, stacked with them into (2, N, K) coordinates."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(3, 4, 5, 5)]


class OffsetAtPeaks(HybridBlock):
    def __init__(self, topk=4, **kwargs):
        super().__init__(**kwargs)
        self._topk = topk
        with self.name_scope():
            self.heat = nn.Conv2D(1, 1, in_channels=4)
            self.reg = nn.Conv2D(2, 1, in_channels=4)

    def hybrid_forward(self, F, x):
        heat = F.sigmoid(self.heat(x)).reshape((0, -1))
        inds = F.topk(heat, axis=-1, k=self._topk, ret_typ="indices")
        reg = F.transpose(self.reg(x), axes=(0, 2, 3, 1)).reshape((0, -3, 0))
        batch = F.contrib.arange_like(inds, axis=0).reshape((-1, 1))
        batch = F.broadcast_like(batch, inds)
        return F.gather_nd(reg, F.stack(batch, inds))


Net = OffsetAtPeaks
