"""MViT pooling with the grid sizes passed as `**thw` (python numbers from the constructor's dict) into a module
helper `to_grid(t, **thw)` that reshapes by `(0, thw["T"], thw["H"], thw["W"], -1)` -- python values in a
reshape tuple; the pooled sizes computed by python arithmetic for the reshape back."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 33, 8)]


def to_grid(t, **thw):
    return t.reshape((0, thw["T"], thw["H"], thw["W"], -1)).transpose((0, 4, 1, 2, 3))


class KwargsGrid(HybridBlock):
    def __init__(self, dim=8, thw=None, **kwargs):
        super().__init__(**kwargs)
        self.thw = dict(thw or {"T": 2, "H": 4, "W": 4})
        with self.name_scope():
            self.pool = nn.Conv3D(dim, 3, strides=(1, 2, 2), padding=1, groups=dim, in_channels=dim)

    def hybrid_forward(self, F, x):
        cls_tok = x.slice_axis(axis=1, begin=0, end=1)
        grid = to_grid(x.slice_axis(axis=1, begin=1, end=None), **self.thw)
        pooled = self.pool(grid).reshape((0, 0, -1)).transpose((0, 2, 1))
        return F.concat(cls_tok, pooled, dim=1)


Net = KwargsGrid
