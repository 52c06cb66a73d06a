"""MobileViTv2 backbone returning multi-scale features: each stage's output appended to a python list `feats`, the head reads `feats[-1]`, the pyramid `len(feats)` levels pooled and concatenated by iterating `for f in feats` (a python list, not a tensor)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 16, 16)]


class Backbone(HybridBlock):
    def __init__(self, widths=(4, 8, 8), **kwargs):
        super().__init__(**kwargs)
        self.stages = nn.HybridSequential()
        cin = 3
        for w in widths:
            self.stages.add(nn.Conv2D(w, 3, strides=2, padding=1, in_channels=cin, activation="relu"))
            cin = w
        self.head = nn.Dense(5, in_units=8 * 2 * 2)

    def hybrid_forward(self, F, x):
        feats = []
        for stage in self.stages:
            x = stage(x)
            feats.append(x)
        pooled = [F.mean(f, axis=(2, 3)) for f in feats]
        levels = len(feats)
        summary = F.concat(*pooled, dim=1) / levels
        return self.head(feats[-1]), summary


Net = Backbone
