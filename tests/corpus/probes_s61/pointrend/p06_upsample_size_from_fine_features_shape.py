"""PointRend coarse-to-fine step resizing the coarse logits to the fine feature map with `BilinearResize2D(height=fine.shape[2], width=fine.shape[3])` before adding the lateral features."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 4, 4), (2, 8, 8, 8)]


class ResizeToFine(HybridBlock):
    def __init__(self, channels=8, num_classes=3, **kwargs):
        super(ResizeToFine, self).__init__(**kwargs)
        with self.name_scope():
            self.lateral = nn.Conv2D(num_classes, 1, in_channels=channels)

    def hybrid_forward(self, F, coarse, fine):
        up = F.contrib.BilinearResize2D(coarse, height=fine.shape[2], width=fine.shape[3])
        return up + self.lateral(fine)


Net = ResizeToFine
