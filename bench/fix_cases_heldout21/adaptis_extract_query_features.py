"""AdaptIS's query features: one ROI-pooled feature vector per query point. The batch size and the
number of points are read from `coords.shape`, cached on the block when `coords` is an NDArray
and read back from the cache otherwise (None on a first, hybridized call); the context keyword
comes from `isinstance(x, mx.nd.NDArray)`.

Source: SamsungLabs/adaptis @ c20270833c, adaptis/model/ops.py, class `ExtractQueryFeatures`
unchanged but for the name (`Net`, a subclass with the default arguments).
"""
import mxnet as mx
from mxnet import gluon

INPUTS = [(2, 4, 6, 6), (2, 3, 2)]


class ExtractQueryFeatures(gluon.HybridBlock):
    def __init__(self, extraction_method='ROIPooling', spatial_scale=1.0, eps=1e-4):
        super(ExtractQueryFeatures, self).__init__()
        self.cshape = None
        self.extraction_method = extraction_method
        self.spatial_scale = spatial_scale
        self.eps = eps

    def _ctx_kwarg(self, x):
        if isinstance(x, mx.nd.NDArray):
            return {"ctx": x.context}
        return {}

    def hybrid_forward(self, F, x, coords):
        if isinstance(coords, mx.nd.NDArray):
            self.cshape = coords.shape

        batch_size, num_points = self.cshape[0], self.cshape[1]
        ctx_kwarg = self._ctx_kwarg(coords)

        coords = F.reverse(F.reshape(coords, shape=(-1, 2)), axis=1)
        if self.extraction_method == 'ROIAlign':
            coords = coords - 0.5 / self.spatial_scale
            coords2 = coords
        else:
            coords2 = coords
        rois = F.concat(coords, coords2, dim=1)

        bi = F.arange(0, batch_size, **ctx_kwarg)
        bi = F.repeat(bi, num_points, axis=0)
        bi = F.reshape(bi, shape=(-1, 1))
        rois = F.concat(bi, rois)

        if self.extraction_method == 'ROIPooling':
            w = F.ROIPooling(x, rois,
                             pooled_size=(1, 1), spatial_scale=self.spatial_scale)
        elif self.extraction_method == 'ROIAlign':
            w = F.contrib.ROIAlign(x, rois,
                             pooled_size=(1, 1), spatial_scale=self.spatial_scale)
        else:
            assert False

        w = F.reshape(w, shape=(0, -1))

        return w


class Net(ExtractQueryFeatures):
    def __init__(self):
        super(Net, self).__init__()
