"""FCOS inference in the graph: the top-k location scores by `F.topk(ret_typ='both')` over the flattened max class score, their ltrb rows gathered by `F.take` after folding batch and location with reshape codes and a per-image offset from `arange_like`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 4, 4)]


class FCOSTopK(HybridBlock):
    def __init__(self, k=5, num_locations=16, **kwargs):
        super().__init__(**kwargs)
        self.k, self.num_locations = k, num_locations
        with self.name_scope():
            self.cls = nn.Conv2D(3, 3, padding=1, in_channels=4)
            self.reg = nn.Conv2D(4, 3, padding=1, in_channels=4)

    def hybrid_forward(self, F, feat):
        scores = F.max(F.sigmoid(self.cls(feat)).reshape((0, 0, -1)), axis=1)
        top, idx = F.topk(scores, k=self.k, axis=1, ret_typ="both")
        ltrb = F.transpose(F.exp(self.reg(feat)).reshape((0, 0, -1)), axes=(0, 2, 1)).reshape((-3, 0))
        offset = F.contrib.arange_like(scores, axis=0) * self.num_locations
        flat_idx = F.broadcast_add(idx, offset.reshape((-1, 1)))
        return top, F.take(ltrb, flat_idx.reshape((-1,))).reshape((-4, -1, self.k, 0))


Net = FCOSTopK
