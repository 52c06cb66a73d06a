"""Global normalised cross-correlation between warped and fixed images, summed per image and averaged by `len(fixed)` (the batch)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 1, 8, 8), (2, 1, 8, 8)]


class NCCLoss(HybridBlock):
    def __init__(self, eps=1e-5, **kwargs):
        super().__init__(**kwargs)
        self.eps = eps
        with self.name_scope():
            self.flow = nn.Conv2D(2, 3, padding=1, in_channels=2)

    def hybrid_forward(self, F, moving, fixed):
        flow = self.flow(F.concat(moving, fixed, dim=1))
        warped = F.BilinearSampler(moving, F.GridGenerator(flow, transform_type="warp"))
        a = F.broadcast_sub(warped, F.mean(warped, axis=(1, 2, 3), keepdims=True))
        b = F.broadcast_sub(fixed, F.mean(fixed, axis=(1, 2, 3), keepdims=True))
        ncc = F.sum(a * b, axis=(1, 2, 3)) / F.sqrt(F.sum(a * a, axis=(1, 2, 3)) * F.sum(b * b, axis=(1, 2, 3)) + self.eps)
        return -F.sum(ncc) / len(fixed)


Net = NCCLoss
