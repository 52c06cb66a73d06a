"""PolarMask's `distance2mask`: the ray lengths of each positive point decoded to a contour, angles built
in forward as `nd.arange(0, 360, step) * pi / 180`, `sin`/`cos` tiled to one row per point
(`num_points = points.shape[0]`), the centre's x and y read by legacy subscripts `points[:, 0]`, the
contour `distances * sin + c_x` (a (n, 36) and an (n, 1) by a plain `+`), clipped to the image size."""
import math

from mxnet import nd
from mxnet.gluon import nn


INPUTS = [(5, 6), (5, 2)]


class Net(nn.HybridBlock):
    def __init__(self, in_units=6, angle_step=10, max_shape=(32, 48), **kwargs):
        super(Net, self).__init__(**kwargs)
        self.angle_step = angle_step
        self.max_shape = max_shape
        with self.name_scope():
            self.ray_fc = nn.Dense(360 // angle_step, in_units=in_units)

    def hybrid_forward(self, F, feat, points):
        distances = F.exp(self.ray_fc(feat))
        points = (points + 1) * 16
        num_points = points.shape[0]
        angles = nd.arange(0, 360, self.angle_step) * math.pi / 180
        sin = F.sin(angles).expand_dims(0).tile((num_points, 1))
        cos = F.cos(angles).expand_dims(0).tile((num_points, 1))
        c_x = points[:, 0].expand_dims(1)
        c_y = points[:, 1].expand_dims(1)
        x = distances * sin + c_x
        y = distances * cos + c_y
        x = F.clip(x, 0, self.max_shape[1] - 1)
        y = F.clip(y, 0, self.max_shape[0] - 1)
        return F.stack(x, y, axis=1)
