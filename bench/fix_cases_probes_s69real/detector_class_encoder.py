"""An SSD target encoder's class part: the ground-truth ids repeated once per anchor by
`F.repeat(gt_ids, repeats=matches.shape[1], axis=1)`, picked by the matches, and masked to the
ignore label or background by the samples.

Source: wshuail/gluon-detector lib/modelzoo/target.py (ClassEncoder.hybrid_forward) at
2f7723411e7aff31dea7e632f9fe3b190ca5c294; adapted: none beyond the name.
"""
from mxnet.gluon import nn


INPUTS = [(2, 6), (2, 6), (2, 3)]


class Net(nn.HybridBlock):
    def __init__(self, ignore_label=-1, **kwargs):
        super(Net, self).__init__()
        self.ignore_label = ignore_label

    def hybrid_forward(self, F, samples, matches, gt_ids):
        # samples (B, N): 1 positive, -1 negative, 0 ignored; matches (B, N); gt_ids (B, M)
        gt_ids = F.reshape(gt_ids, (0, 1, -1))  # (B, 1, M)
        gt_ids = F.repeat(gt_ids, repeats=matches.shape[1], axis=1)  # (B, N, M)
        target_ids = F.pick(gt_ids, matches, axis=-1) + 1
        # ignored samples get the ignore label
        target_ids = F.where(samples > 0.5, target_ids, F.ones_like(target_ids) * self.ignore_label)
        # negatives become background
        target_ids = F.where(samples < -0.5, F.zeros_like(target_ids), target_ids)
        return target_ids
