"""OpenPose heatmaps and PAFs upsampled to the input size in the graph by `F.contrib.BilinearResize2D(x, like=img, mode="like")`, then concatenated."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 8, 8)]


class LikeUpsample(HybridBlock):
    def __init__(self, parts=3, limbs=2, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.backbone = nn.Conv2D(6, 3, strides=2, padding=1, activation="relu")
            self.heat = nn.Conv2D(parts, 1)
            self.paf = nn.Conv2D(2 * limbs, 1)

    def hybrid_forward(self, F, img):
        f = self.backbone(img)
        heat = F.contrib.BilinearResize2D(self.heat(f), like=img, mode="like")
        paf = F.contrib.BilinearResize2D(self.paf(f), like=img, mode="like")
        return F.concat(heat, paf, dim=1)


Net = LikeUpsample
