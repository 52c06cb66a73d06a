"""Scatter of pillar features (B, P, C) to a (B, C, H, W) canvas: pillar coordinates (B, P, 2) made
integer, a flat index `y * W + x`, `F.one_hot(idx, H * W)` and `batch_dot(feats, onehot, transpose_a=True)`,
reshaped by `(0, 0, H, W)` with H, W from the constructor."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 6), (2, 3, 2)]


class ScatterCanvas(HybridBlock):
    def __init__(self, channels=4, grid=(4, 5), **kwargs):
        super().__init__(**kwargs)
        self.h, self.w = grid
        with self.name_scope():
            self.fc = nn.Dense(channels, flatten=False)
            self.conv = nn.Conv2D(channels, 3, padding=1)

    def hybrid_forward(self, F, pillars, coords):
        ys, xs = F.split(F.floor((coords + 1) * 0.5 * 0.999 * self.h), num_outputs=2, axis=-1, squeeze_axis=True)
        xs = F.floor(xs * self.w / self.h)
        onehot = F.one_hot(ys * self.w + xs, self.h * self.w)
        canvas = F.batch_dot(self.fc(pillars), onehot, transpose_a=True)
        return self.conv(canvas.reshape((0, 0, self.h, self.w)))


Net = ScatterCanvas
