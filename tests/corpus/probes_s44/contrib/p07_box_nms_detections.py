"""Detection post-processing: class id, score and decoded boxes concatenated and filtered with box_nms."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 6, 1), (2, 6, 1), (2, 6, 4)]


class Net(HybridBlock):
    def __init__(self, nms_thresh=0.45, topk=4, **kwargs):
        super().__init__(**kwargs)
        self._thresh = nms_thresh
        self._topk = topk

    def hybrid_forward(self, F, cls_ids, scores, boxes):
        ids = F.floor(F.abs(cls_ids) * 3)
        corners = F.concat(F.slice_axis(boxes, axis=-1, begin=0, end=2),
                           F.slice_axis(boxes, axis=-1, begin=0, end=2) + F.abs(F.slice_axis(boxes, axis=-1, begin=2, end=4)) + 0.1,
                           dim=-1)
        dets = F.concat(ids, F.sigmoid(scores), corners, dim=-1)
        return F.contrib.box_nms(dets, overlap_thresh=self._thresh, topk=self._topk, valid_thresh=0.01,
                                 coord_start=2, score_index=1, id_index=0, force_suppress=False)
