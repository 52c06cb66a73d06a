"""Numpy-mode (MXNet 2 style) YOLOv5 Detect in `forward`: `bs, _, ny, nx = x.shape` then `x.reshape(bs, na, no, ny, nx).transpose(0, 1, 3, 4, 2)`, a grid from `np.meshgrid(np.arange(nx), np.arange(ny))`, the centres decoded and the boxes flattened to (bs, -1, no)."""
from mxnet import np, npx
from mxnet.gluon import HybridBlock, nn

npx.set_np()

INPUTS = [(2, 8, 4, 5)]


class NumpyDetect(HybridBlock):
    def __init__(self, nc=2, na=3, ch=8, stride=8.0, **kwargs):
        super().__init__(**kwargs)
        self.na, self.no, self.stride = na, nc + 5, stride
        self.m = nn.Conv2D(self.na * self.no, 1, in_channels=ch)

    def forward(self, x):
        x = self.m(x)
        bs, _, ny, nx = x.shape
        y = npx.sigmoid(x.reshape(bs, self.na, self.no, ny, nx).transpose(0, 1, 3, 4, 2))
        xv, yv = np.meshgrid(np.arange(nx), np.arange(ny))
        grid = np.stack((xv, yv), axis=2).reshape(1, 1, ny, nx, 2).astype(y.dtype)
        xy = (y[..., 0:2] * 2 - 0.5 + grid) * self.stride
        return np.concatenate([xy, y[..., 2:]], axis=-1).reshape(bs, -1, self.no)


Net = NumpyDetect
