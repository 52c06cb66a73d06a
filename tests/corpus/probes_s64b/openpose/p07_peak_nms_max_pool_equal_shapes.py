"""OpenPose peak finding by max-pool NMS: `heat * (heat == F.Pooling(heat, kernel=(3, 3), stride=(1, 1), pad=(1, 1), pool_type="max"))` (plain operators, equal shapes), thresholded by `heat > thr`."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 3, 6, 6)]


class PeakNMS(HybridBlock):
    def __init__(self, thr=0.1, **kwargs):
        super().__init__(**kwargs)
        self._thr = thr

    def hybrid_forward(self, F, heat):
        heat = F.sigmoid(heat)
        pooled = F.Pooling(heat, kernel=(3, 3), stride=(1, 1), pad=(1, 1), pool_type="max")
        peaks = heat * (heat == pooled)
        return peaks * (peaks > self._thr)


Net = PeakNMS
