"""OpenPose refinement stopped early when the heatmaps are confident: `if F.max(heat) > self._thr: break` inside the stage loop (a tensor condition)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 5, 5)]


class EarlyExit(HybridBlock):
    def __init__(self, parts=3, stages=3, thr=100.0, **kwargs):
        super().__init__(**kwargs)
        self._thr = thr
        self.heads = []
        with self.name_scope():
            for i in range(stages):
                h = nn.Conv2D(parts, 3, padding=1)
                self.register_child(h, "heat%d" % i)
                self.heads.append(h)

    def hybrid_forward(self, F, feats):
        x = feats
        for head in self.heads:
            heat = head(x)
            if F.max(heat) > self._thr:
                break
            x = F.concat(feats, heat, dim=1)
        return heat


Net = EarlyExit
