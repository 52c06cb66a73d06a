"""CRAFT U-shaped decoder step: the deeper map resized to its skip connection's size with `F.contrib.BilinearResize2D(x, like=skip, mode="like")`, concatenated and fused by a double conv (1x1 then 3x3, BatchNorm, ReLU)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(1, 8, 5, 5), (1, 4, 10, 10)]


class DoubleConv(HybridBlock):
    def __init__(self, mid, out, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.body = nn.HybridSequential()
            self.body.add(nn.Conv2D(mid, 1), nn.BatchNorm(), nn.Activation("relu"),
                          nn.Conv2D(out, 3, padding=1), nn.BatchNorm(), nn.Activation("relu"))

    def hybrid_forward(self, F, x):
        return self.body(x)


class UpStep(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.fuse = DoubleConv(6, 4)

    def hybrid_forward(self, F, deep, skip):
        up = F.contrib.BilinearResize2D(deep, like=skip, mode="like")
        return self.fuse(F.concat(up, skip, dim=1))


Net = UpStep
