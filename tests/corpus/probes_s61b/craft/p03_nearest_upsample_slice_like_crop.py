"""CRAFT decoder step for odd-sized skips: nearest `F.UpSampling(scale=2)` then cropped to the skip with `F.slice_like(up, skip, axes=(2, 3))`, fused with a 3x3 conv."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(1, 8, 5, 5), (1, 4, 9, 9)]


class CropUpStep(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.fuse = nn.Conv2D(4, 3, padding=1, activation="relu")

    def hybrid_forward(self, F, deep, skip):
        up = F.UpSampling(deep, scale=2, sample_type="nearest")
        up = F.slice_like(up, skip, axes=(2, 3))
        return self.fuse(F.concat(up, skip, dim=1))


Net = CropUpStep
