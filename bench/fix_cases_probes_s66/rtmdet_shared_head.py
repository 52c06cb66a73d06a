"""RTMDet's head: one conv stack shared by every level with a BatchNorm per level, the class and box
convs shared too; per level the outputs flattened to (b, h * w, C) from the unpacked shape, the box
distances `exp(reg) * stride`, and the priors of the level from `arange(w)` and `arange(h)` times the
stride; every level concatenated on the prior axis."""
from mxnet.gluon import nn


INPUTS = [(2, 8, 8, 8), (2, 8, 4, 4), (2, 8, 2, 2)]


class Net(nn.HybridBlock):
    def __init__(self, channels=8, num_classes=3, strides=(8, 16, 32), **kwargs):
        super(Net, self).__init__(**kwargs)
        self.num_classes = num_classes
        self.strides = strides
        with self.name_scope():
            self.shared_conv = nn.Conv2D(channels, 3, padding=1, in_channels=channels, use_bias=False)
            self.bns = nn.HybridSequential()
            for _ in strides:
                self.bns.add(nn.BatchNorm(in_channels=channels))
            self.cls_conv = nn.Conv2D(num_classes, 1, in_channels=channels)
            self.reg_conv = nn.Conv2D(4, 1, in_channels=channels)

    def hybrid_forward(self, F, *feats):
        cls_scores, bbox_preds, priors = [], [], []
        for i, x in enumerate(feats):
            stride = self.strides[i]
            b, _, h, w = x.shape
            feat = F.relu(self.bns[i](self.shared_conv(x)))
            cls = self.cls_conv(feat).reshape((b, self.num_classes, h * w)).transpose((0, 2, 1))
            reg = F.exp(self.reg_conv(feat)) * stride
            reg = reg.reshape((b, 4, h * w)).transpose((0, 2, 1))
            xs = F.arange(w) * stride
            ys = F.arange(h) * stride
            grid_x = F.tile(xs.reshape((1, w)), (h, 1)).reshape((-1,))
            grid_y = F.tile(ys.reshape((h, 1)), (1, w)).reshape((-1,))
            priors.append(F.stack(grid_x, grid_y, axis=1))
            cls_scores.append(cls)
            bbox_preds.append(reg)
        return (F.concat(*cls_scores, dim=1), F.concat(*bbox_preds, dim=1),
                F.concat(*priors, dim=0))
