"""Lovasz hinge per image without a python loop over the batch: errors (N, P) sorted per row by `argsort(axis=1)`, errors and labels gathered by `F.gather_nd` with row indices from `contrib.arange_like(perm, axis=0)` broadcast by `broadcast_like`, cumulative sums along axis 1, the per-image losses averaged."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 4, 4), (2, 4, 4)]


class PerImageLovaszHinge(HybridBlock):
    def hybrid_forward(self, F, logits, raw_labels):
        labels = (raw_labels > 0).reshape((0, -1))
        errors = 1 - logits.reshape((0, -1)) * (2 * labels - 1)
        perm = F.argsort(errors, axis=1, is_ascend=False)
        rows = F.broadcast_like(F.contrib.arange_like(perm, axis=0).expand_dims(1), perm)
        idx = F.stack(rows, perm, axis=0)
        errors_sorted = F.gather_nd(errors, idx)
        gt_sorted = F.gather_nd(labels, idx)
        gts = F.sum(gt_sorted, axis=1, keepdims=True)
        inter = F.broadcast_sub(gts, F.cumsum(gt_sorted, axis=1))
        union = F.broadcast_add(gts, F.cumsum(1 - gt_sorted, axis=1))
        jac = 1 - inter / union
        grad = F.concat(F.slice_axis(jac, axis=1, begin=0, end=1),
                        F.slice_axis(jac, axis=1, begin=1, end=None) - F.slice_axis(jac, axis=1, begin=0, end=-1),
                        dim=1)
        return F.mean(F.sum(F.relu(errors_sorted) * grad, axis=1))


Net = PerImageLovaszHinge
