"""Lovasz hinge with the reference `lovasz_grad`: `p = len(gt_sorted)` and the first difference of the Jaccard curve taken only `if p > 1` (the one-pixel case), with `slice_axis` ends at `p`."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 4, 4), (2, 4, 4)]


def lovasz_grad(F, gt_sorted):
    p = len(gt_sorted)
    gts = F.sum(gt_sorted)
    intersection = F.broadcast_sub(gts, F.cumsum(gt_sorted, axis=0))
    union = F.broadcast_add(gts, F.cumsum(1 - gt_sorted, axis=0))
    jaccard = 1 - intersection / union
    if p > 1:
        jaccard = F.concat(F.slice_axis(jaccard, axis=0, begin=0, end=1),
                           F.slice_axis(jaccard, axis=0, begin=1, end=p)
                           - F.slice_axis(jaccard, axis=0, begin=0, end=p - 1), dim=0)
    return jaccard


class LenLovaszHinge(HybridBlock):
    def hybrid_forward(self, F, logits, raw_labels):
        labels = (raw_labels > 0).reshape((-1,))
        errors = 1 - logits.reshape((-1,)) * (2 * labels - 1)
        perm = F.argsort(errors, axis=0, is_ascend=False)
        return F.dot(F.relu(F.take(errors, perm)), lovasz_grad(F, F.take(labels, perm)))


Net = LenLovaszHinge
