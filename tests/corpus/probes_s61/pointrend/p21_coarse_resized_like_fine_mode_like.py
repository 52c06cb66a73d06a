"""PointRend coarse-to-fine step resizing the coarse logits to the fine map with `BilinearResize2D(coarse, like=lateral, mode="like")`, the hybridizable form of "resize to that tensor's size", before a plain `+` of the two equal-shaped maps."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 4, 4), (2, 8, 8, 8)]


class ResizeLikeFine(HybridBlock):
    def __init__(self, channels=8, num_classes=3, **kwargs):
        super(ResizeLikeFine, self).__init__(**kwargs)
        with self.name_scope():
            self.lateral = nn.Conv2D(num_classes, 1, in_channels=channels)

    def hybrid_forward(self, F, coarse, fine):
        lat = self.lateral(fine)
        up = F.contrib.BilinearResize2D(coarse, like=lat, mode="like")
        return up + lat


Net = ResizeLikeFine
