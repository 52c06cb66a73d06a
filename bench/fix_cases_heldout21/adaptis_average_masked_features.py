"""AdaptIS's masked feature average: the features repeated once per mask, weighted by the mask
(resized to the features' size when the masks are finer) and averaged. The sizes are read from
`x.shape` and `masks.shape`, cached when `masks` is an NDArray (None on a first, hybridized call),
the number of masks per image is a floor division of them, and the resize calls
`mx.nd.contrib.BilinearResize2D` directly, not `F`.

Source: SamsungLabs/adaptis @ c20270833c, adaptis/model/ops.py, class `AverageMaskedFeatures`
unchanged but for the name (`Net`, a subclass giving `spatial_scale=0.5`, so that the resize runs:
masks at twice the features' resolution).
"""
import mxnet as mx
from mxnet import gluon

INPUTS = [(2, 4, 4, 4), (6, 8, 8)]


class AverageMaskedFeatures(gluon.HybridBlock):
    def __init__(self, spatial_scale=1.0):
        super(AverageMaskedFeatures, self).__init__()
        self.xshape = None
        self.mshape = None
        self.spatial_scale = spatial_scale

    def hybrid_forward(self, F, x, masks):
        if isinstance(masks, mx.nd.NDArray):
            self.xshape = x.shape
            self.mshape = masks.shape

        batch_size = self.xshape[0]
        num_masks = self.mshape[0]
        num_points = num_masks // batch_size

        masks = F.expand_dims(masks, axis=1)
        if self.spatial_scale < 1.0:
            masks = mx.nd.contrib.BilinearResize2D(masks,
                                                   height=self.xshape[2], width=self.xshape[3])

        xr = F.repeat(x, num_points, axis=0)
        xr = F.broadcast_mul(xr, masks)

        ws = F.sum(xr, axis=(0, 1), exclude=True)
        masks_sum = F.sum(masks, axis=(0, 1), exclude=True) + 1e-6
        w = F.broadcast_div(ws, masks_sum)

        return w


class Net(AverageMaskedFeatures):
    def __init__(self):
        super(Net, self).__init__(spatial_scale=0.5)
