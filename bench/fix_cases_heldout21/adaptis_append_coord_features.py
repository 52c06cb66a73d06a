"""AdaptIS's coordinate features: the image's rows and columns as two channels, offset by the query
point and clipped, appended to the features. The batch size and spatial size are read from
`x.shape`, cached on the block when `x` is an NDArray (`self.xs = x.shape`) and read back from the
cache when it is not, so a block hybridized before any eager call fails (`self.xs` is None); the
context keyword comes from `isinstance(x, mx.nd.NDArray)`.

Source: SamsungLabs/adaptis @ c20270833c, adaptis/model/ops.py, class `AppendCoordFeatures`
unchanged but for the name (`Net`, a subclass giving `norm_radius=5`).
"""
import mxnet as mx
from mxnet import gluon

INPUTS = [(2, 3, 6, 6), (2, 2)]


class AppendCoordFeatures(gluon.HybridBlock):
    def __init__(self, norm_radius, append_dist=True, spatial_scale=1.0):
        super(AppendCoordFeatures, self).__init__()
        self.xs = None
        self.spatial_scale = spatial_scale
        self.norm_radius = norm_radius
        self.append_dist = append_dist

    def _ctx_kwarg(self, x):
        if isinstance(x, mx.nd.NDArray):
            return {"ctx": x.context}
        return {}

    def get_coord_features(self, F, points, rows, cols, batch_size,
                           **ctx_kwarg):
        row_array = F.arange(start=0, stop=rows, step=1, **ctx_kwarg)
        col_array = F.arange(start=0, stop=cols, step=1, **ctx_kwarg)
        coord_rows = F.repeat(F.reshape(row_array, (1, 1, rows, 1)), repeats=cols, axis=3)
        coord_cols = F.repeat(F.reshape(col_array, (1, 1, 1, cols)), repeats=rows, axis=2)

        coord_rows = F.repeat(coord_rows, repeats=batch_size, axis=0)
        coord_cols = F.repeat(coord_cols, repeats=batch_size, axis=0)

        coords = F.concat(coord_rows, coord_cols, dim=1)

        add_xy = F.reshape(points * self.spatial_scale, shape=(0, 0, 1))
        add_xy = F.reshape(F.repeat(add_xy, rows * cols, axis=2),
                           shape=(0, 0, rows, cols))

        coords = (coords - add_xy) / (self.norm_radius * self.spatial_scale)
        if self.append_dist:
            dist = F.sqrt(F.sum(F.square(coords), axis=1, keepdims=1))
            coord_features = F.concat(coords, dist, dim=1)
        else:
            coord_features = coords

        coord_features = F.clip(coord_features, a_min=-1, a_max=1)
        return coord_features

    def hybrid_forward(self, F, x, coords):
        if isinstance(x, mx.nd.NDArray):
            self.xs = x.shape

        batch_size, rows, cols = self.xs[0], self.xs[2], self.xs[3]
        coord_features = self.get_coord_features(F, coords, rows, cols, batch_size,
                                                 **self._ctx_kwarg(x))
        return F.concat(coord_features, x, dim=1)


class Net(AppendCoordFeatures):
    def __init__(self):
        super(Net, self).__init__(norm_radius=5)
