"""A pose estimator's heatmap peak detector: the spatial size from `x.shape[2:]` (free input size),
argmax / max over the flattened map, x and y from the flat index, and -- to tune each peak by a
quarter pixel -- python loops over `x.shape[0]` and the channels reading the peak with
`int(pts[b, k, 0].asscalar())`, an `if` on it, and item writes `pts[b, k, 0] += ...`.

Source: osmr/imgclsmob gluon/gluoncv2/models/common.py (HeatmapMaxDetBlock.hybrid_forward) at
c1a844dde061f6d72f25011dc1af9a2e35b1bdfc; adapted: a 1x1 conv in front, fixed_size=False.
"""
from mxnet.gluon import nn


INPUTS = [(2, 3, 6, 6)]


class Net(nn.HybridBlock):
    def __init__(self, channels=3, in_size=None, fixed_size=False, tune=True, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.channels = channels
        self.in_size = in_size
        self.fixed_size = fixed_size
        self.tune = tune
        with self.name_scope():
            self.conv = nn.Conv2D(channels, 1, in_channels=3)

    def hybrid_forward(self, F, x):
        x = self.conv(x)
        vector_dim = 2
        in_size = self.in_size if self.fixed_size else x.shape[2:]
        heatmap_vector = x.reshape((0, 0, -3))
        indices = heatmap_vector.argmax(axis=vector_dim, keepdims=True)
        scores = heatmap_vector.max(axis=vector_dim, keepdims=True)
        scores_mask = (scores > 0.0)
        pts_x = (indices % in_size[1]) * scores_mask
        pts_y = (indices / in_size[1]).floor() * scores_mask
        pts = F.concat(pts_x, pts_y, scores, dim=vector_dim)
        if self.tune:
            batch = x.shape[0]
            for b in range(batch):
                for k in range(self.channels):
                    hm = x[b, k, :, :]
                    px = int(pts[b, k, 0].asscalar())
                    py = int(pts[b, k, 1].asscalar())
                    if (0 < px < in_size[1] - 1) and (0 < py < in_size[0] - 1):
                        pts[b, k, 0] += (hm[py, px + 1] - hm[py, px - 1]).sign() * 0.25
                        pts[b, k, 1] += (hm[py + 1, px] - hm[py - 1, px]).sign() * 0.25
        return pts
