"""DGCNN kNN computed cloud by cloud: `for pts in x:` walks the batch (rows eagerly, one traced output once hybridized), each cloud's distances by `dot`, indices stacked."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 3, 8)]


class PerCloudKNN(HybridBlock):
    def __init__(self, k=3, **kwargs):
        super().__init__(**kwargs)
        self._k = k

    def hybrid_forward(self, F, x):
        out = []
        for pts in x:
            inner = -2 * F.dot(pts, pts, transpose_a=True)
            sq = F.sum(F.square(pts), axis=0, keepdims=True)
            dist = F.broadcast_add(F.broadcast_add(inner, sq), F.transpose(sq))
            out.append(F.topk(-dist, axis=-1, k=self._k, ret_typ="indices"))
        return F.stack(*out, axis=0)


Net = PerCloudKNN
