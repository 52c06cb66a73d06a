"""YOLOX grid of anchor points built per level from the map size read off the feature (`n, c, h, w = x.shape`, then `F.arange(h)`/`F.arange(w)` and `F.meshgrid`-style `broadcast`), as the PyTorch `get_output_and_grid` does with `output.shape[-2:]`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 4, 4)]


class ShapeGrid(HybridBlock):
    def __init__(self, in_ch=8, num_classes=3, stride=8, **kwargs):
        super(ShapeGrid, self).__init__(**kwargs)
        self._stride = stride
        with self.name_scope():
            self.pred = nn.Conv2D(5 + num_classes, 1, in_channels=in_ch)

    def hybrid_forward(self, F, x):
        p = self.pred(x)
        n, c, h, w = p.shape
        xs = F.tile(F.arange(w).reshape((1, -1)), reps=(h, 1))
        ys = F.tile(F.arange(h).reshape((-1, 1)), reps=(1, w))
        grid = F.stack(xs, ys, axis=-1).reshape((1, -1, 2))
        p = F.transpose(p.reshape((0, 0, -1)), axes=(0, 2, 1))
        xy = F.broadcast_add(F.slice_axis(p, axis=-1, begin=0, end=2), grid) * self._stride
        return F.concat(xy, F.slice_axis(p, axis=-1, begin=2, end=None), dim=-1)


Net = ShapeGrid
