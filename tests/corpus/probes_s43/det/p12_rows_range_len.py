"""Per-image NMS in a python loop over `range(len(dets))` with F.slice_axis."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 5, 6)]


class Net(HybridBlock):
    def hybrid_forward(self, F, dets):
        out = []
        for i in range(len(dets)):
            one = F.slice_axis(dets, axis=0, begin=i, end=i + 1)
            out.append(F.contrib.box_nms(one, overlap_thresh=0.5, coord_start=2, score_index=1, id_index=0))
        return F.concat(*out, dim=0)
