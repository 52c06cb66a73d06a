"""YOLOX grid in numpy mode (`hybrid_forward` with `F.np`): the map size unpacked from the prediction, `n, c, h, w = p.shape`, for `F.np.arange(w)`/`F.np.arange(h)` -- a numpy Symbol of MXNet 1.9.1 is traced without shapes."""
from mxnet import npx
from mxnet.gluon import HybridBlock, nn

npx.set_np()

INPUTS = [(2, 8, 4, 4)]


class NumpyShapeGrid(HybridBlock):
    def __init__(self, in_ch=8, stride=8, **kwargs):
        super().__init__(**kwargs)
        self._stride = stride
        self.pred = nn.Conv2D(6, 1, in_channels=in_ch)

    def hybrid_forward(self, F, x):
        p = self.pred(x)
        n, c, h, w = p.shape
        xs = F.np.tile(F.np.arange(w).reshape(1, -1), (h, 1))
        ys = F.np.tile(F.np.arange(h).reshape(-1, 1), (1, w))
        grid = F.np.stack([xs, ys], axis=-1).reshape(1, -1, 2)
        p = F.np.transpose(p.reshape(n, c, -1), (0, 2, 1))
        return (p[:, :, :2] + grid) * self._stride


Net = NumpyShapeGrid
