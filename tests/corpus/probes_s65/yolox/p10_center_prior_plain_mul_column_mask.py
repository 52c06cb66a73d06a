"""YOLOX SimOTA cost with the center prior as in the PyTorch code, `cost + 1e5 * (1 - in_center)`: the (N, G, A) pairwise cost against an (N, 1, A) in-center mask (anchors inside any gt's center region, a keepdims max over gts) by plain `*` and `+` -- a Symbol's operators want equal shapes."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 3, 6), (2, 3, 6), (2, 3, 6)]


class CenterPriorCost(HybridBlock):
    def hybrid_forward(self, F, cls_cost, iou, dist):
        in_center = F.max(dist < 0.5, axis=1, keepdims=True)
        cost = cls_cost + 3.0 * (-F.log((iou + 1) * 0.5 + 1e-8))
        return cost + 1e5 * (1 - in_center)


Net = CenterPriorCost
