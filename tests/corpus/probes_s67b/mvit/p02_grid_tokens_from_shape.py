"""MViT pooling with the grid size recovered from the input, `L = x.shape[1] - 1` then `H = W = int(L ** 0.5)`
(a Symbol has no `.shape`)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 17, 8)]


class ShapeGrid(HybridBlock):
    def __init__(self, dim=8, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.pool = nn.Conv2D(dim, 3, strides=2, padding=1, groups=dim, in_channels=dim)

    def hybrid_forward(self, F, x):
        L = x.shape[1] - 1
        H = W = int(L ** 0.5)
        cls_tok = x.slice_axis(axis=1, begin=0, end=1)
        grid = x.slice_axis(axis=1, begin=1, end=None).transpose((0, 2, 1)).reshape((0, 0, H, W))
        pooled = self.pool(grid).reshape((0, 0, -1)).transpose((0, 2, 1))
        return F.concat(cls_tok, pooled, dim=1)


Net = ShapeGrid
