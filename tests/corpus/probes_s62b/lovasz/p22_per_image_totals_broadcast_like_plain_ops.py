"""Lovasz hinge per image with the label totals expanded to the rows first, `gts = F.broadcast_like(F.sum(gt, axis=1, keepdims=True), gt)`, so that `gts - F.cumsum(gt, axis=1)` and `gts + F.cumsum(1 - gt, axis=1)` are plain operators on equal (N, P) shapes; rows sorted by `F.sort`/`F.argsort` and gathered by `gather_nd`."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 4, 4), (2, 4, 4)]


class BroadcastTotalsLovasz(HybridBlock):
    def hybrid_forward(self, F, logits, raw_labels):
        labels = (raw_labels > 0).reshape((0, -1))
        errors = 1 - logits.reshape((0, -1)) * (2 * labels - 1)
        errors_sorted = F.sort(errors, axis=1, is_ascend=False)
        perm = F.argsort(errors, axis=1, is_ascend=False)
        rows = F.broadcast_like(F.contrib.arange_like(perm, axis=0).expand_dims(1), perm)
        gt = F.gather_nd(labels, F.stack(rows, perm, axis=0))
        gts = F.broadcast_like(F.sum(gt, axis=1, keepdims=True), gt)
        jac = 1 - (gts - F.cumsum(gt, axis=1)) / (gts + F.cumsum(1 - gt, axis=1))
        grad = F.concat(F.slice_axis(jac, axis=1, begin=0, end=1),
                        F.slice_axis(jac, axis=1, begin=1, end=None) - F.slice_axis(jac, axis=1, begin=0, end=-1),
                        dim=1)
        return F.mean(F.sum(F.relu(errors_sorted) * grad, axis=1))


Net = BroadcastTotalsLovasz
