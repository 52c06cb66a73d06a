"""PolarMask with TOOD's task-aligned head (a polar mask head trained with task alignment): the class branch's
logits and a spatial probability map from the shared feature (`cls = sqrt(sigmoid(logits) * sigmoid(prob))`,
a plain `*` of (b, C, h, w) and (b, 1, h, w)), the 36 rays per location from `exp` of a conv, their polar
centerness `sqrt(min / max)` over the ray axis, and the per-location scores `cls * centerness` flattened to
`(b, h * w, C)` from the unpacked shape, the top `min(self.topk, h * w)` locations kept per image."""
from mxnet.gluon import nn


INPUTS = [(2, 4, 3, 4)]


class Net(nn.HybridBlock):
    def __init__(self, in_channels=4, num_classes=3, num_rays=36, topk=9, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.topk = topk
        with self.name_scope():
            self.cls_conv = nn.Conv2D(num_classes, 3, padding=1, in_channels=in_channels)
            self.cls_prob_conv = nn.Conv2D(1, 3, padding=1, in_channels=in_channels)
            self.mask_conv = nn.Conv2D(num_rays, 3, padding=1, in_channels=in_channels)

    def hybrid_forward(self, F, feat):
        b, _, h, w = feat.shape
        cls_prob = F.sigmoid(self.cls_prob_conv(feat))
        cls = F.sqrt(F.sigmoid(self.cls_conv(feat)) * cls_prob)
        rays = F.exp(self.mask_conv(feat))
        centerness = F.sqrt(rays.min(axis=1, keepdims=True) / rays.max(axis=1, keepdims=True))
        scores = (cls * centerness).reshape((b, -1, h * w)).transpose((0, 2, 1))
        k = min(self.topk, h * w)
        best = scores.max(axis=2).topk(axis=1, k=k, ret_typ='value')
        return scores, best
