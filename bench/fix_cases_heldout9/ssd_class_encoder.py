"""SSD training targets: class ids of the matched ground truths, `F.repeat(gt_ids,
repeats=matches.shape[1], axis=1)` to pair every anchor with every ground truth, then `F.pick` by
the match and `F.where` on the sampler's decision.

Source: wshuail/SSD.Gluon @ a291f9562f, target.py (ClassEncoder.hybrid_forward), unchanged but for
the class name; 2 images, 6 anchors, 3 ground truths. The inputs are floats in [-1, 1): `samples`
as they are (positive above 0.5, negative below -0.5), `matches` as ground-truth indices (pick
clips them), `gt_ids` as class ids.
"""
from mxnet.gluon import nn

INPUTS = [(2, 6), (2, 6), (2, 3)]


class Net(nn.HybridBlock):
    def __init__(self, ignore_label=-1, **kwargs):
        super(Net, self).__init__()
        self.ignore_label = ignore_label

    def hybrid_forward(self, F, samples, matches, gt_ids):
        # samples [B, N], 1: pos, -1: neg, 0: ignore
        # matches [B, N]
        # gt_ids: [B, M]
        gt_ids = F.reshape(gt_ids, (0, 1, -1))  # (B, 1, M)
        gt_ids = F.repeat(gt_ids, repeats=matches.shape[1], axis=1)  # (B, N, M)
        target_ids = F.pick(gt_ids, matches, axis=-1) + 1  # wrong when match==-1, fixed by sample
        # filter invalid target_id
        # for 0 sample, ignore
        target_ids = F.where(samples > 0.5, target_ids, F.ones_like(target_ids)*self.ignore_label)
        # for -1 negative sample, set as background
        target_ids = F.where(samples < -0.5, F.zeros_like(target_ids), target_ids)

        return target_ids
