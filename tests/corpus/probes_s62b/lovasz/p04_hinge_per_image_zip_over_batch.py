"""Lovasz hinge per image as the reference loops: `for log, lab in zip(logits, labels)` over the batch, a flat Lovasz loss per image, averaged by `F.add_n(*losses) / len(losses)`."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 4, 4), (2, 4, 4)]


def lovasz_hinge_flat(F, logits, labels):
    errors = 1 - logits * (2 * labels - 1)
    perm = F.argsort(errors, axis=0, is_ascend=False)
    gt_sorted = F.take(labels, perm)
    gts = F.sum(gt_sorted)
    inter = F.broadcast_sub(gts, F.cumsum(gt_sorted, axis=0))
    union = F.broadcast_add(gts, F.cumsum(1 - gt_sorted, axis=0))
    jac = 1 - inter / union
    grad = F.concat(F.slice_axis(jac, axis=0, begin=0, end=1),
                    F.slice_axis(jac, axis=0, begin=1, end=None) - F.slice_axis(jac, axis=0, begin=0, end=-1),
                    dim=0)
    return F.dot(F.relu(F.take(errors, perm)), grad)


class LoopLovaszHinge(HybridBlock):
    def hybrid_forward(self, F, logits, raw_labels):
        labels = raw_labels > 0
        losses = [lovasz_hinge_flat(F, log.reshape((-1,)), lab.reshape((-1,)))
                  for log, lab in zip(logits, labels)]
        return F.add_n(*losses) / len(losses)


Net = LoopLovaszHinge
