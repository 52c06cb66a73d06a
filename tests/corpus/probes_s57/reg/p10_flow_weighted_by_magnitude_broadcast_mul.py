"""Edge-aware penalty with the magnitude map applied by `broadcast_mul`, and the warped image's error masked by `F.where` of a python threshold."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 1, 8, 8), (2, 1, 8, 8)]


class MagnitudePenalty(HybridBlock):
    def __init__(self, thresh=0.1, **kwargs):
        super().__init__(**kwargs)
        self.thresh = thresh
        with self.name_scope():
            self.flow = nn.Conv2D(2, 3, padding=1, in_channels=2)

    def hybrid_forward(self, F, moving, fixed):
        flow = self.flow(F.concat(moving, fixed, dim=1))
        mag = F.sqrt(F.sum(F.square(flow), axis=1, keepdims=True) + 1e-6)
        warped = F.BilinearSampler(moving, F.GridGenerator(flow, transform_type="warp"))
        err = F.where(F.abs(fixed) > self.thresh, F.square(warped - fixed), F.zeros_like(fixed))
        return F.mean(F.broadcast_mul(flow, mag)) + F.mean(err)


Net = MagnitudePenalty
