"""DPT depth head interpolating to the input size read from the image: `height=image.shape[2],
width=image.shape[3]` in `BilinearResize2D` -- a Symbol has no shape."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 4, 4), (2, 3, 16, 16)]


class ShapeDepthHead(HybridBlock):
    def __init__(self, channels=6, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.conv1 = nn.Conv2D(channels // 2, 3, padding=1)
            self.conv3 = nn.Conv2D(1, 1)

    def hybrid_forward(self, F, fused, image):
        depth = F.relu(self.conv3(F.relu(self.conv1(fused))))
        return F.contrib.BilinearResize2D(depth, height=image.shape[2], width=image.shape[3])


Net = ShapeDepthHead
