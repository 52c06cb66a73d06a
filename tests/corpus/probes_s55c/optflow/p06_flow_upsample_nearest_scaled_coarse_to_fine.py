"""Coarse-to-fine refinement over a python pyramid: features pooled by `Pooling(avg)` per level, the flow carried up by `UpSampling(sample_type="nearest")` times 2 and refined by a residual conv at each level."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 8, 8)]


class CoarseToFine(HybridBlock):
    def __init__(self, levels=3, **kwargs):
        super().__init__(**kwargs)
        self.levels = levels
        with self.name_scope():
            self.refiners = nn.HybridSequential()
            for _ in range(levels):
                self.refiners.add(nn.Conv2D(2, 3, padding=1))

    def hybrid_forward(self, F, img):
        pyramid = [img]
        for _ in range(self.levels - 1):
            pyramid.append(F.Pooling(pyramid[-1], kernel=(2, 2), stride=(2, 2), pool_type="avg"))
        flow = None
        for level, feat in enumerate(reversed(pyramid)):
            if flow is None:
                flow = self.refiners[level](feat)
            else:
                flow = F.UpSampling(flow, scale=2, sample_type="nearest") * 2.0
                flow = flow + self.refiners[level](F.concat(feat, flow, dim=1))
        return flow


Net = CoarseToFine
