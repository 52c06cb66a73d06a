"""YOLOX decoupled head (GluonCV-style): per FPN level a 1x1 stem, a cls branch and a reg branch of 3x3 convs, the reg branch feeding both the box (4) and objectness (1) predictors; each level's outputs concatenated as `F.concat(reg, obj, cls, dim=1)` and collected in a python list over the levels' children."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 4, 4), (2, 8, 2, 2)]


class LevelHead(HybridBlock):
    def __init__(self, in_ch=8, width=8, num_classes=3, **kwargs):
        super(LevelHead, self).__init__(**kwargs)
        with self.name_scope():
            self.stem = nn.Conv2D(width, 1, in_channels=in_ch, activation="relu")
            self.cls_conv = nn.Conv2D(width, 3, padding=1, in_channels=width, activation="relu")
            self.reg_conv = nn.Conv2D(width, 3, padding=1, in_channels=width, activation="relu")
            self.cls_pred = nn.Conv2D(num_classes, 1, in_channels=width)
            self.reg_pred = nn.Conv2D(4, 1, in_channels=width)
            self.obj_pred = nn.Conv2D(1, 1, in_channels=width)

    def hybrid_forward(self, F, x):
        x = self.stem(x)
        c = self.cls_conv(x)
        r = self.reg_conv(x)
        return F.concat(self.reg_pred(r), self.obj_pred(r), F.sigmoid(self.cls_pred(c)), dim=1)


class DecoupledHead(HybridBlock):
    def __init__(self, levels=2, **kwargs):
        super(DecoupledHead, self).__init__(**kwargs)
        with self.name_scope():
            self.heads = nn.HybridSequential()
            for _ in range(levels):
                self.heads.add(LevelHead())

    def hybrid_forward(self, F, p3, p4):
        return [head(x) for head, x in zip(self.heads, (p3, p4))]


Net = DecoupledHead
