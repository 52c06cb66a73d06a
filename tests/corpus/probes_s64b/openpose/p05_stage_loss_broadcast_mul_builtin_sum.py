"""OpenPose intermediate supervision: each stage's heatmap L2 loss masked by `F.broadcast_mul(F.square(heat - gt), mask)` with the (N, 1, H, W) mask, the per-stage losses in a python list summed by builtin `sum(...)`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 5, 5), (2, 3, 5, 5), (2, 1, 5, 5)]


class BroadcastMaskedLoss(HybridBlock):
    def __init__(self, parts=3, stages=3, **kwargs):
        super().__init__(**kwargs)
        self.heads = []
        with self.name_scope():
            for i in range(stages):
                h = nn.Conv2D(parts, 3, padding=1)
                self.register_child(h, "heat%d" % i)
                self.heads.append(h)

    def hybrid_forward(self, F, feats, gt, mask):
        losses, x = [], feats
        for head in self.heads:
            heat = head(x)
            losses.append(F.sum(F.broadcast_mul(F.square(heat - gt), mask > 0)))
            x = F.concat(feats, heat, dim=1)
        return sum(losses)


Net = BroadcastMaskedLoss
