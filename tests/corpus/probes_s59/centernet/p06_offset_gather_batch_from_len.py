"""CenterNet offset gather whose batch indices come from `F.arange(len(inds))`: `len()` of the index tensor is the batch size eagerly, but not once traced."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(3, 4, 5, 5)]


class OffsetAtPeaksLen(HybridBlock):
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
        batch = F.arange(len(inds)).reshape((-1, 1))
        batch = F.broadcast_like(batch, inds)
        return F.gather_nd(reg, F.stack(batch, inds))


Net = OffsetAtPeaksLen
