"""Lovasz hinge whose gradient is ported line for line: `gts = F.sum(gt_sorted)` (shape (1,)), `intersection = gts - F.cumsum(gt_sorted, axis=0)` and `union = gts + F.cumsum(1 - gt_sorted, axis=0)` with plain operators against the (P,) cumulative sums."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 4, 4), (2, 4, 4)]


def lovasz_grad(F, gt_sorted):
    gts = F.sum(gt_sorted)
    intersection = gts - F.cumsum(gt_sorted, axis=0)
    union = gts + F.cumsum(1 - gt_sorted, axis=0)
    jaccard = 1.0 - intersection / union
    return F.concat(F.slice_axis(jaccard, axis=0, begin=0, end=1),
                    F.slice_axis(jaccard, axis=0, begin=1, end=None)
                    - F.slice_axis(jaccard, axis=0, begin=0, end=-1), dim=0)


class PlainGradLovasz(HybridBlock):
    def hybrid_forward(self, F, logits, raw_labels):
        labels = (raw_labels > 0).reshape((-1,))
        errors = 1 - logits.reshape((-1,)) * (2 * labels - 1)
        perm = F.argsort(errors, axis=0, is_ascend=False)
        return F.dot(F.relu(F.take(errors, perm)), lovasz_grad(F, F.take(labels, perm)))


Net = PlainGradLovasz
