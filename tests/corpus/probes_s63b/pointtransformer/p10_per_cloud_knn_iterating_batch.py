"""Point Transformer kNN written per cloud: `for cloud in p:` over the batch tensor, each cloud's (P, P) distances and `topk` indices, stacked back with `F.stack`."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 6, 3)]


class PerCloudKNN(HybridBlock):
    def __init__(self, k=3, **kwargs):
        super().__init__(**kwargs)
        self._k = k

    def hybrid_forward(self, F, p):
        out = []
        for cloud in p:
            dist = F.sum(F.square(F.broadcast_sub(cloud.expand_dims(1), cloud.expand_dims(0))), axis=-1)
            out.append(F.topk(-dist, k=self._k, axis=-1, ret_typ="indices"))
        return F.stack(*out, axis=0)


Net = PerCloudKNN
