"""FPN top-down pathway resizing the coarser map to the lateral's height and width read from
`lat.shape[2:]` (the torchvision spelling of `interpolate(size=...)`)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 8, 8), (2, 10, 4, 4)]


class TopDown(HybridBlock):
    def __init__(self, channels=8, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.lat3 = nn.Conv2D(channels, 1)
            self.lat4 = nn.Conv2D(channels, 1)

    def hybrid_forward(self, F, c3, c4):
        p4 = self.lat4(c4)
        lat = self.lat3(c3)
        h, w = lat.shape[2:]
        return lat + F.contrib.BilinearResize2D(p4, height=h, width=w)


Net = TopDown
