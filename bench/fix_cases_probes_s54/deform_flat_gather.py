"""Bilinear gather by flat indices (keypoint heads): sample coordinates clipped to the map, the four neighbours' flat index y * W + x one-hot over the map flattened by its shape, weighted by the fractional parts."""
from mxnet.gluon import nn


INPUTS = [(2, 3, 4, 5), (2, 6, 2)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super(Net, self).__init__(**kwargs)

    def hybrid_forward(self, F, feat, pts):
        n, c, h, w = feat.shape
        px = ((pts[:, :, 0] + 1) * (w - 1) / 2).clip(0, w - 1.001)
        py = ((pts[:, :, 1] + 1) * (h - 1) / 2).clip(0, h - 1.001)
        x0, y0 = px.floor(), py.floor()
        fx, fy = (px - x0).expand_dims(2), (py - y0).expand_dims(2)
        flat = feat.reshape((n, c, h * w))

        def tap(yy, xx):
            return F.batch_dot(F.one_hot(yy * w + xx, h * w), flat, transpose_b=True)

        return (tap(y0, x0) * (1 - fx) * (1 - fy) + tap(y0, x0 + 1) * fx * (1 - fy)
                + tap(y0 + 1, x0) * (1 - fx) * fy + tap(y0 + 1, x0 + 1) * fx * fy)
