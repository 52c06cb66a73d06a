"""Lovasz hinge (flat, per_image=False): logits and binary labels flattened by `reshape((-1,))`, errors `1 - logits * signs` sorted descending by `F.argsort(is_ascend=False)`, errors and labels gathered by `F.take`, the Jaccard gradient from `F.cumsum` of the sorted labels with its first difference by `slice_axis` + `concat`, loss `F.dot(relu(errors_sorted), grad)`."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 4, 4), (2, 4, 4)]


def lovasz_grad(F, gt_sorted):
    gts = F.sum(gt_sorted)
    intersection = F.broadcast_sub(gts, F.cumsum(gt_sorted, axis=0))
    union = F.broadcast_add(gts, F.cumsum(1 - gt_sorted, axis=0))
    jaccard = 1 - intersection / union
    return F.concat(F.slice_axis(jaccard, axis=0, begin=0, end=1),
                    F.slice_axis(jaccard, axis=0, begin=1, end=None)
                    - F.slice_axis(jaccard, axis=0, begin=0, end=-1), dim=0)


class LovaszHinge(HybridBlock):
    def hybrid_forward(self, F, logits, raw_labels):
        labels = (raw_labels > 0).reshape((-1,))
        logits = logits.reshape((-1,))
        errors = 1 - logits * (2 * labels - 1)
        perm = F.argsort(errors, axis=0, is_ascend=False)
        errors_sorted = F.take(errors, perm)
        gt_sorted = F.take(labels, perm)
        return F.dot(F.relu(errors_sorted), lovasz_grad(F, gt_sorted))


Net = LovaszHinge
