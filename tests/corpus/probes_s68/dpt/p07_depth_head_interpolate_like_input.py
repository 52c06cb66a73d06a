"""DPT depth head: conv, bilinear upsampling by 2 with `scale_height`/`scale_width`, conv, ReLU, a 1-channel conv,
and a final interpolation to the input image's size by `BilinearResize2D(..., mode="like")` against the image
itself -- the size comes from the graph, not from `.shape`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 4, 4), (2, 3, 16, 16)]


class DepthHead(HybridBlock):
    def __init__(self, channels=6, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.conv1 = nn.Conv2D(channels // 2, 3, padding=1)
            self.conv2 = nn.Conv2D(4, 3, padding=1)
            self.conv3 = nn.Conv2D(1, 1)

    def hybrid_forward(self, F, fused, image):
        h = self.conv1(fused)
        h = F.contrib.BilinearResize2D(h, scale_height=2.0, scale_width=2.0, mode="odd_scale")
        h = F.relu(self.conv2(h))
        depth = F.relu(self.conv3(h))
        return F.contrib.BilinearResize2D(depth, image, mode="like")


Net = DepthHead
