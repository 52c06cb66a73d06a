"""Post-processing: class id, score and box concatenated, then F.contrib.box_nms."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 8, 4), (2, 8, 3)]


class Net(HybridBlock):
    def hybrid_forward(self, F, boxes, logits):
        prob = F.softmax(logits, axis=-1)
        score = F.max(prob, axis=-1, keepdims=True)
        cls_id = F.argmax(prob, axis=-1).expand_dims(axis=-1)
        dets = F.concat(cls_id, score, boxes, dim=-1)
        return F.contrib.box_nms(dets, overlap_thresh=0.5, valid_thresh=0.0, topk=5,
                                 coord_start=2, score_index=1, id_index=0, force_suppress=False)
