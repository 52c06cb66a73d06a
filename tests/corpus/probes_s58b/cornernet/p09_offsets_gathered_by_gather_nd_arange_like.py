"""Corner offsets gathered at the top-K indices by `gather_nd`, the batch index made by `contrib.arange_like` and `broadcast_like`."""
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
        inds = F.topk(self.heat(x).reshape((0, -1)), k=self.k, ret_typ="indices")
        batch_ids = F.broadcast_like(F.contrib.arange_like(inds, axis=0).reshape((-1, 1)), inds)
        off = F.transpose(self.off(x).reshape((0, 2, -1)), axes=(0, 2, 1))
        picked = F.gather_nd(off, F.stack(batch_ids, inds, axis=0))
        return picked


Net = CornerOffsets
