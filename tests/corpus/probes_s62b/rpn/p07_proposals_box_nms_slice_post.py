"""RPN proposal selection: sigmoid objectness (1, K, 1) and boxes (1, K, 4) concatenated, `F.contrib.box_nms` with overlap 0.7, `topk` the configured pre-NMS count, `coord_start=1`, `score_index=0`, `id_index=-1`, the post-NMS count kept by `slice_axis`, scores and boxes split off by `slice_axis` on the last axis."""
from mxnet.gluon import HybridBlock

INPUTS = [(1, 12, 1), (1, 12, 4)]


class Proposals(HybridBlock):
    def __init__(self, nms_thresh=0.7, pre_nms=10, post_nms=6, **kwargs):
        super().__init__(**kwargs)
        self._nms, self._pre, self._post = nms_thresh, pre_nms, post_nms

    def hybrid_forward(self, F, raw_scores, boxes):
        dets = F.concat(F.sigmoid(raw_scores), boxes * 10, dim=-1)
        dets = F.contrib.box_nms(dets, overlap_thresh=self._nms, topk=self._pre, coord_start=1,
                                 score_index=0, id_index=-1, force_suppress=True)
        dets = F.slice_axis(dets, axis=1, begin=0, end=self._post)
        return F.slice_axis(dets, axis=-1, begin=0, end=1), F.slice_axis(dets, axis=-1, begin=1, end=None)


Net = Proposals
