"""Gaussian heatmap targets rendered from regressed landmarks: (B, K, 1) coordinates against a constant (1, 1, H*W) grid by broadcast_sub, exp, unfolded by reshape codes."""
import numpy as np
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 16)]


class GaussianRenderer(HybridBlock):
    def __init__(self, num_points=5, size=6, sigma=1.5, **kwargs):
        super(GaussianRenderer, self).__init__(**kwargs)
        self.size = size
        self.sigma = sigma
        ys, xs = np.meshgrid(np.arange(size), np.arange(size), indexing="ij")
        with self.name_scope():
            self.regress = nn.Dense(2 * num_points, in_units=16)
            self.gx = self.params.get_constant("gx", xs.reshape(1, 1, -1).astype("float32"))
            self.gy = self.params.get_constant("gy", ys.reshape(1, 1, -1).astype("float32"))

    def hybrid_forward(self, F, feats, gx, gy):
        pts = F.sigmoid(self.regress(feats)).reshape((0, -1, 2)) * (self.size - 1)
        px = F.slice_axis(pts, axis=-1, begin=0, end=1)
        py = F.slice_axis(pts, axis=-1, begin=1, end=2)
        d2 = F.square(F.broadcast_sub(px, gx)) + F.square(F.broadcast_sub(py, gy))
        heat = F.exp(-d2 / (2 * self.sigma ** 2))
        return heat.reshape((0, 0, self.size, self.size))


Net = GaussianRenderer
