"""SOLO category branch: the FPN level resized to the S x S grid by `contrib.BilinearResize2D(height=S, width=S)` with S from the constructor, two 3x3 convs with GroupNorm-free ReLU, a class conv and sigmoid scores."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 16, 16)]


class CategoryBranch(HybridBlock):
    def __init__(self, in_channels=8, num_grid=5, num_classes=3, **kwargs):
        super(CategoryBranch, self).__init__(**kwargs)
        self._s = num_grid
        with self.name_scope():
            self.convs = nn.HybridSequential()
            for _ in range(2):
                self.convs.add(nn.Conv2D(in_channels, 3, padding=1, in_channels=in_channels), nn.Activation("relu"))
            self.cls = nn.Conv2D(num_classes, 3, padding=1, in_channels=in_channels)

    def hybrid_forward(self, F, feat):
        grid = F.contrib.BilinearResize2D(feat, height=self._s, width=self._s)
        return F.sigmoid(self.cls(self.convs(grid)))


Net = CategoryBranch
