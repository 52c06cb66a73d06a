"""RPN proposals selected image by image as a torchvision port loops, `for s, b in zip(scores, boxes)`: NMS on each image's (K, 5) detections, the post-NMS rows kept by `slice_axis(axis=0)`, the images stacked again."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 12, 1), (2, 12, 4)]


class PerImageProposals(HybridBlock):
    def __init__(self, nms_thresh=0.7, post_nms=6, **kwargs):
        super().__init__(**kwargs)
        self._nms, self._post = nms_thresh, post_nms

    def hybrid_forward(self, F, raw_scores, boxes):
        scores = F.sigmoid(raw_scores)
        outs = []
        for s, b in zip(scores, boxes * 10):
            dets = F.contrib.box_nms(F.concat(s, b, dim=-1), overlap_thresh=self._nms, coord_start=1,
                                     score_index=0, id_index=-1, force_suppress=True)
            outs.append(F.slice_axis(dets, axis=0, begin=0, end=self._post))
        return F.stack(*outs, axis=0)


Net = PerImageProposals
