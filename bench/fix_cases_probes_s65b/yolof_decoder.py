"""YOLOF's decoder: a classification subnet and a box subnet of 3x3 convs, an objectness conv on the box
branch, and the implicit objectness: `N, _, H, W = cls_score.shape`, class scores viewed as
(N, A, K, H, W) and objectness as (N, A, 1, H, W), `normalized = cls + obj - log(1 + clip(exp(cls)) +
clip(exp(obj)))` with `INF = 1e8`, viewed back as (N, A * K, H, W)."""
from mxnet.gluon import nn

INF = 1e8


INPUTS = [(2, 8, 6, 6)]


class Net(nn.HybridBlock):
    def __init__(self, in_channels=8, num_anchors=3, num_classes=4, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.num_classes = num_classes
        with self.name_scope():
            self.cls_subnet = nn.HybridSequential()
            self.bbox_subnet = nn.HybridSequential()
            for _ in range(2):
                self.cls_subnet.add(nn.Conv2D(in_channels, 3, padding=1, in_channels=in_channels,
                                              activation='relu'))
                self.bbox_subnet.add(nn.Conv2D(in_channels, 3, padding=1, in_channels=in_channels,
                                               activation='relu'))
            self.cls_score = nn.Conv2D(num_anchors * num_classes, 3, padding=1, in_channels=in_channels)
            self.bbox_pred = nn.Conv2D(num_anchors * 4, 3, padding=1, in_channels=in_channels)
            self.object_pred = nn.Conv2D(num_anchors, 3, padding=1, in_channels=in_channels)

    def hybrid_forward(self, F, feature):
        cls_score = self.cls_score(self.cls_subnet(feature))
        N, _, H, W = cls_score.shape
        cls_score = cls_score.reshape((N, -1, self.num_classes, H, W))
        reg_feat = self.bbox_subnet(feature)
        bbox_reg = self.bbox_pred(reg_feat)
        objectness = self.object_pred(reg_feat)
        objectness = objectness.reshape((N, -1, 1, H, W))
        normalized_cls_score = cls_score + objectness - F.log(
            1. + F.clip(F.exp(cls_score), 0, INF) + F.clip(F.exp(objectness), 0, INF))
        normalized_cls_score = normalized_cls_score.reshape((N, -1, H, W))
        return normalized_cls_score, bbox_reg
