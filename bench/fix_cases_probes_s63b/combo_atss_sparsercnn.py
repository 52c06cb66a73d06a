"""Two families in one block: Sparse R-CNN's learnable proposal boxes tiled over the batch
(`F.tile(..., reps=(gt.shape[0], 1, 1))`), matched to the ground truth as ATSS does -- each box's
IoU with every proposal, the adaptive threshold mean + std (unbiased, `/ (ious.shape[2] - 1)`) per
ground-truth box by plain operators on (N, G, P) and (N, G, 1) -- returning the IoUs of the positive
pairs."""
from mxnet.gluon import nn


INPUTS = [(2, 3, 4)]


class Net(nn.HybridBlock):
    def __init__(self, num_proposals=6, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.proposal_boxes = self.params.get('proposal_boxes', shape=(num_proposals, 4))

    def hybrid_forward(self, F, gt, proposal_boxes):
        ctr = gt.slice_axis(axis=-1, begin=0, end=2)
        wh = gt.slice_axis(axis=-1, begin=2, end=4) * 0.5 + 0.6
        gt_boxes = F.concat(ctr - wh / 2, ctr + wh / 2, dim=-1)
        p_ctr = proposal_boxes.slice_axis(axis=-1, begin=0, end=2)
        p_wh = F.abs(proposal_boxes.slice_axis(axis=-1, begin=2, end=4)) + 0.5
        props = F.concat(p_ctr - p_wh / 2, p_ctr + p_wh / 2, dim=-1)
        props = F.tile(props.expand_dims(0), reps=(gt.shape[0], 1, 1))

        g = gt_boxes.expand_dims(2)
        p = props.expand_dims(1)
        lt = F.broadcast_maximum(g.slice_axis(axis=-1, begin=0, end=2), p.slice_axis(axis=-1, begin=0, end=2))
        rb = F.broadcast_minimum(g.slice_axis(axis=-1, begin=2, end=4), p.slice_axis(axis=-1, begin=2, end=4))
        inter = F.prod(F.relu(rb - lt), axis=-1)
        area_g = F.prod(wh, axis=-1).expand_dims(2)
        area_p = F.prod(p_wh, axis=-1).reshape((1, 1, -1))
        ious = inter / (area_g + area_p - inter)

        mean = ious.mean(axis=2, keepdims=True)
        std = F.sqrt(((ious - mean) ** 2).sum(axis=2, keepdims=True) / (ious.shape[2] - 1))
        positive = ious >= mean + std
        return ious * positive
