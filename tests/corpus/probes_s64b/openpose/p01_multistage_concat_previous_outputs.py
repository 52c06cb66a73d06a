"""OpenPose multi-stage refinement: stage 1 predicts part affinity fields (2L channels) and heatmaps (K channels) from the backbone features; every later stage (a python list of registered stage blocks, count from the constructor) reads `F.concat(feats, paf, heat, dim=1)`; all stages' outputs returned for intermediate supervision."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 5, 5)]


class Stage(HybridBlock):
    def __init__(self, limbs, parts, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.body = nn.Conv2D(8, 3, padding=1, activation="relu")
            self.paf = nn.Conv2D(2 * limbs, 1)
            self.heat = nn.Conv2D(parts, 1)

    def hybrid_forward(self, F, x):
        h = self.body(x)
        return self.paf(h), self.heat(h)


class MultiStage(HybridBlock):
    def __init__(self, stages=3, limbs=2, parts=3, **kwargs):
        super().__init__(**kwargs)
        self.stages = []
        with self.name_scope():
            for i in range(stages):
                s = Stage(limbs, parts)
                self.register_child(s, "stage%d" % i)
                self.stages.append(s)

    def hybrid_forward(self, F, feats):
        paf, heat = self.stages[0](feats)
        outs = [paf, heat]
        for stage in self.stages[1:]:
            paf, heat = stage(F.concat(feats, paf, heat, dim=1))
            outs += [paf, heat]
        return outs


Net = MultiStage
