"""YOLOX dynamic-k as the PyTorch code computes it on the host: `k = max(1, int(F.sum(top).asscalar()))` of the top IoUs, then `F.topk(-cost, k=k)` picks the matched anchors -- a Symbol has no value to read."""
from mxnet.gluon import HybridBlock

INPUTS = [(1, 6), (1, 6)]


class HostDynamicK(HybridBlock):
    def __init__(self, n_candidate=4, **kwargs):
        super(HostDynamicK, self).__init__(**kwargs)
        self._k = n_candidate

    def hybrid_forward(self, F, iou_raw, cost):
        iou = (iou_raw + 1) * 0.5
        top = F.topk(iou, axis=-1, k=self._k, ret_typ="value")
        k = max(1, int(F.sum(top).asscalar()))
        return F.topk(-cost, axis=-1, k=k, ret_typ="indices")


Net = HostDynamicK
