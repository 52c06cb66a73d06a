"""Lovasz-Softmax taking each class's probabilities by a subscript, `probas[:, c]`, as the PyTorch reference's `class_pred = probas[:, c]` does."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 3, 4, 4), (2, 4, 4)]


def lovasz_grad(F, gt_sorted):
    gts = F.sum(gt_sorted)
    inter = F.broadcast_sub(gts, F.cumsum(gt_sorted, axis=0))
    union = F.broadcast_add(gts, F.cumsum(1 - gt_sorted, axis=0))
    jac = 1 - inter / union
    return F.concat(F.slice_axis(jac, axis=0, begin=0, end=1),
                    F.slice_axis(jac, axis=0, begin=1, end=None) - F.slice_axis(jac, axis=0, begin=0, end=-1),
                    dim=0)


class SubscriptLovaszSoftmax(HybridBlock):
    def __init__(self, classes=3, **kwargs):
        super().__init__(**kwargs)
        self._classes = classes

    def hybrid_forward(self, F, logits, raw_labels):
        probas = F.softmax(logits, axis=1)
        labels = F.clip(F.floor((raw_labels + 1) * 0.5 * self._classes), 0, self._classes - 1).reshape((-1,))
        losses = []
        for c in range(self._classes):
            fg = labels == c
            class_pred = probas[:, c].reshape((-1,))
            errors = F.abs(fg - class_pred)
            perm = F.argsort(errors, axis=0, is_ascend=False)
            losses.append(F.dot(F.take(errors, perm), lovasz_grad(F, F.take(fg, perm))))
        return F.add_n(*losses) / self._classes


Net = SubscriptLovaszSoftmax
