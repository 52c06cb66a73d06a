"""Adapted from jkznst/gluon-ssd (ssd_train.py, SSD.hybrid_forward): the body is one HybridSequential of
three HybridSequentials (features, class heads, box heads), unpacked into three names in hybrid code and
walked by index with `len()` of the feature list; predictions flattened and concatenated."""
from mxnet.gluon import nn

INPUTS = [(2, 3, 8, 8)]


class SSDHead(nn.HybridBlock):
    def __init__(self, num_classes=2, **kwargs):
        super().__init__(**kwargs)
        self.num_classes = num_classes
        feats = nn.HybridSequential()
        feats.add(nn.Conv2D(4, 3, padding=1), nn.Conv2D(4, 3, strides=2, padding=1))
        cls_heads = nn.HybridSequential()
        box_heads = nn.HybridSequential()
        for _ in range(len(feats)):
            cls_heads.add(nn.Conv2D(num_classes + 1, 3, padding=1))
            box_heads.add(nn.Conv2D(4, 3, padding=1))
        self.model = nn.HybridSequential()
        self.model.add(feats, cls_heads, box_heads)

    def hybrid_forward(self, F, x):
        feats, cls_heads, box_heads = self.model
        cls_preds, box_preds = [], []
        for i in range(len(feats)):
            x = feats[i](x)
            cls_preds.append(F.flatten(F.transpose(cls_heads[i](x), axes=(0, 2, 3, 1))))
            box_preds.append(F.flatten(F.transpose(box_heads[i](x), axes=(0, 2, 3, 1))))
        cls = F.concat(*cls_preds, dim=1).reshape((0, -1, self.num_classes + 1))
        return cls, F.concat(*box_preds, dim=1)


Net = SSDHead
