"""PSENet FPN with input sizes fixed by the data pipeline: each coarser map resized x2 by `F.contrib.BilinearResize2D(scale_height=2, scale_width=2)` and added to its lateral 1x1 conv by a plain `+` (4x4 to 8x8, 2x2 to 4x4), the levels resized to the finest by `like=` and concatenated, a 3x3 fuse conv."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 2, 2), (2, 4, 4, 4), (2, 4, 8, 8)]


class ScaleFPN(HybridBlock):
    def __init__(self, channels=8, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.lat3 = nn.Conv2D(channels, 1)
            self.lat2 = nn.Conv2D(channels, 1)
            self.fuse = nn.Conv2D(channels, 3, padding=1)

    def hybrid_forward(self, F, p4, c3, c2):
        p3 = F.contrib.BilinearResize2D(p4, scale_height=2, scale_width=2) + self.lat3(c3)
        p2 = F.contrib.BilinearResize2D(p3, scale_height=2, scale_width=2) + self.lat2(c2)
        ups = [F.contrib.BilinearResize2D(t, like=p2, mode="like") for t in (p3, p4)]
        return self.fuse(F.concat(p2, *ups, dim=1))


Net = ScaleFPN
