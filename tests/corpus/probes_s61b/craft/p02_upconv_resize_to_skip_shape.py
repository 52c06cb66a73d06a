"""CRAFT decoder step resizing to the skip map's size as the PyTorch reference's `F.interpolate(y, size=x.size()[2:])` does: `height=skip.shape[2], width=skip.shape[3]`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(1, 8, 5, 5), (1, 4, 10, 10)]


class ShapeUpStep(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.fuse = nn.Conv2D(4, 3, padding=1, activation="relu")

    def hybrid_forward(self, F, deep, skip):
        up = F.contrib.BilinearResize2D(deep, height=skip.shape[2], width=skip.shape[3])
        return self.fuse(F.concat(up, skip, dim=1))


Net = ShapeUpStep
