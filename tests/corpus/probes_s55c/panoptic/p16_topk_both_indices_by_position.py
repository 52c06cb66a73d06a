"""Top-k instance centers with `ret_typ="both"`: the values `[0]` gate the scores, the indices `[1]` gather the offset vectors by `pick` over the flattened map."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 5, 5)]


class TopKGather(HybridBlock):
    def __init__(self, k=3, **kwargs):
        super().__init__(**kwargs)
        self.k = k
        with self.name_scope():
            self.center = nn.Conv2D(1, 1)
            self.offset = nn.Conv2D(1, 1)

    def hybrid_forward(self, F, feat):
        heat = F.sigmoid(self.center(feat)).reshape((0, -1))
        off = self.offset(feat).reshape((0, -1))
        top = F.topk(heat, k=self.k, axis=-1, ret_typ="both")
        picked = [F.pick(off, F.slice_axis(top[1], axis=1, begin=i, end=i + 1).reshape((-1,)), axis=-1)
                  for i in range(self.k)]
        return top[0] * F.stack(*picked, axis=1)


Net = TopKGather
