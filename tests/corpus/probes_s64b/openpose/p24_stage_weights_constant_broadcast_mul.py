"""OpenPose weighted intermediate supervision: per-sample stage losses `F.mean(F.square(heat - gt), axis=(1, 2, 3))` stacked to (N, S), weighted by a (S,) constant of stage weights made (1, S) and applied by `F.broadcast_mul`."""
import numpy as np
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 5, 5), (2, 3, 5, 5)]


class WeightedStages(HybridBlock):
    def __init__(self, parts=3, stage_weights=(0.5, 0.75, 1.0), **kwargs):
        super().__init__(**kwargs)
        self.heads = []
        with self.name_scope():
            self.w = self.params.get_constant("w", np.array(stage_weights, dtype="float32"))
            for i in range(len(stage_weights)):
                h = nn.Conv2D(parts, 3, padding=1)
                self.register_child(h, "heat%d" % i)
                self.heads.append(h)

    def hybrid_forward(self, F, feats, gt, w):
        losses, x = [], feats
        for head in self.heads:
            heat = head(x)
            losses.append(F.mean(F.square(heat - gt), axis=(1, 2, 3)))
            x = F.concat(feats, heat, dim=1)
        return F.sum(F.broadcast_mul(F.stack(*losses, axis=1), w.reshape((1, -1))))


Net = WeightedStages
