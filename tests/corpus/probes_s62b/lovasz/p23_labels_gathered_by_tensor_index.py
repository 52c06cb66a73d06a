"""Lovasz hinge gathering the sorted labels with a tensor subscript, `gt_sorted = labels[perm]`, as the PyTorch reference indexes by the sort permutation."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 4, 4), (2, 4, 4)]


def lovasz_grad(F, gt_sorted):
    gts = F.sum(gt_sorted)
    inter = F.broadcast_sub(gts, F.cumsum(gt_sorted, axis=0))
    union = F.broadcast_add(gts, F.cumsum(1 - gt_sorted, axis=0))
    jac = 1 - inter / union
    return F.concat(F.slice_axis(jac, axis=0, begin=0, end=1),
                    F.slice_axis(jac, axis=0, begin=1, end=None) - F.slice_axis(jac, axis=0, begin=0, end=-1),
                    dim=0)


class TensorIndexLovasz(HybridBlock):
    def hybrid_forward(self, F, logits, raw_labels):
        labels = (raw_labels > 0).reshape((-1,))
        errors = 1 - logits.reshape((-1,)) * (2 * labels - 1)
        errors_sorted = F.sort(errors, axis=0, is_ascend=False)
        perm = F.argsort(errors, axis=0, is_ascend=False)
        gt_sorted = labels[perm]
        return F.dot(F.relu(errors_sorted), lovasz_grad(F, gt_sorted))


Net = TensorIndexLovasz
