"""SOLO `points_nms` ported from PyTorch: a 2x2 max `Pooling(stride=1, pad=1)` of the category heat map trimmed by the subscript `hmax[:, :, :-1, :-1]` and kept where equal to the heat."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 3, 5, 5)]


class PointsNMS(HybridBlock):
    def hybrid_forward(self, F, heat):
        heat = F.sigmoid(heat)
        hmax = F.Pooling(heat, kernel=(2, 2), stride=(1, 1), pad=(1, 1), pool_type="max")
        keep = (hmax[:, :, :-1, :-1] == heat)
        return heat * keep


Net = PointsNMS
