"""RT-DETR cross-scale feature fusion top-down over the levels given as `*feats` (a python list of inputs): lateral 1x1 convs in a python loop, `inner = outs[-1]` of the python list, each coarser map upsampled by `UpSampling(nearest)` and concatenated with the next finer level, the list reversed by `[::-1]`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 8, 8), (2, 4, 4, 4), (2, 4, 2, 2)]


class TopDownFusion(HybridBlock):
    def __init__(self, dim=4, levels=3, **kwargs):
        super().__init__(**kwargs)
        self.lateral = nn.HybridSequential()
        for _ in range(levels - 1):
            self.lateral.add(nn.Conv2D(dim, 1, in_channels=2 * dim))

    def hybrid_forward(self, F, *feats):
        outs = [feats[-1]]
        for feat, lat in zip(feats[:-1][::-1], self.lateral):
            up = F.UpSampling(outs[-1], scale=2, sample_type="nearest")
            outs.append(lat(F.concat(up, feat, dim=1)))
        return outs[::-1]


Net = TopDownFusion
