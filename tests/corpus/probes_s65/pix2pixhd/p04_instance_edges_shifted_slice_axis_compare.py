"""pix2pixHD instance-map edges: the (N, 1, H, W) instance ids compared with their neighbours by `!=` of `F.slice_axis` shifts along W and along H (equal shapes), each padded back by concatenating a zero column/row (`F.zeros_like` of a width-1 slice) and combined by `F.maximum`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 1, 6, 6)]


class InstanceEdges(HybridBlock):
    def __init__(self, n_inst=3, **kwargs):
        super(InstanceEdges, self).__init__(**kwargs)
        self._k = n_inst

    def hybrid_forward(self, F, raw):
        inst = F.floor((raw + 1) * 0.5 * (self._k - 1e-3))
        dw = F.slice_axis(inst, axis=3, begin=1, end=None) != F.slice_axis(inst, axis=3, begin=0, end=-1)
        dh = F.slice_axis(inst, axis=2, begin=1, end=None) != F.slice_axis(inst, axis=2, begin=0, end=-1)
        zw = F.zeros_like(F.slice_axis(inst, axis=3, begin=0, end=1))
        zh = F.zeros_like(F.slice_axis(inst, axis=2, begin=0, end=1))
        ew = F.maximum(F.concat(dw, zw, dim=3), F.concat(zw, dw, dim=3))
        eh = F.maximum(F.concat(dh, zh, dim=2), F.concat(zh, dh, dim=2))
        return F.maximum(ew, eh)


Net = InstanceEdges
