"""YOLOX dynamic-k matching: the top `n_candidate` IoUs per gt (a python k of the constructor) summed and floored into a per-gt k kept as an (N, G, 1) column, candidates chosen where the cost's rank (`argsort` of `argsort`) is below it -- compared with `broadcast_lesser`, not `<`."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 3, 6), (2, 3, 6)]


class DynamicK(HybridBlock):
    def __init__(self, n_candidate=4, **kwargs):
        super(DynamicK, self).__init__(**kwargs)
        self._k = n_candidate

    def hybrid_forward(self, F, iou_raw, cost):
        iou = (iou_raw + 1) * 0.5
        top = F.topk(iou, axis=-1, k=self._k, ret_typ="value")
        dyn_k = F.maximum(F.floor(F.sum(top, axis=-1, keepdims=True)), 1)
        ranks = F.argsort(F.argsort(cost, axis=-1), axis=-1)
        matching = F.broadcast_lesser(ranks, dyn_k)
        return matching, F.sum(matching, axis=1)


Net = DynamicK
