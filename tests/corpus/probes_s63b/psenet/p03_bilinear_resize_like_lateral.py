"""PSENet `_upsample_add` with `F.contrib.BilinearResize2D(x, like=y, mode="like")` (the size taken from the lateral map in the graph), then a plain `+ y`; the four FPN levels concatenated after resizing each to the finest by the same op."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 2, 2), (2, 4, 4, 4), (2, 4, 7, 7)]


class LikeUpsampleAdd(HybridBlock):
    def __init__(self, channels=8, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.lat3 = nn.Conv2D(channels, 1)
            self.lat2 = nn.Conv2D(channels, 1)

    def hybrid_forward(self, F, p4, c3, c2):
        p3 = F.contrib.BilinearResize2D(p4, like=self.lat3(c3), mode="like") + self.lat3(c3)
        p2 = F.contrib.BilinearResize2D(p3, like=self.lat2(c2), mode="like") + self.lat2(c2)
        levels = [p2] + [F.contrib.BilinearResize2D(p, like=p2, mode="like") for p in (p3, p4)]
        return F.concat(*levels, dim=1)


Net = LikeUpsampleAdd
