"""Multi-task classification loss: the label matrix is transposed and rows are taken per task,
`label = label.T[self.select_index,]` or `label = label.T`, then `softmax_cross_entropys(pred[i],
label[i]) for i in range(len(self.lenof_labels))` -- `.T` and integer subscripts of a tensor
(a Symbol's `[i]` selects an output), with a module-level, already hybridized
SoftmaxCrossEntropyLoss.

Source: a public Gluon module found with find_string (id 43992254696, "(self, F, label, pred"),
multiClassifyLoss unchanged but renamed `Net`, with a constructor default `lenof_labels=(3, 3)`;
the module-level `softmax_cross_entropys` kept.  Completion: the author passes `pred` as the tuple
of per-task heads of `_MultiClassifyTask`; the harness passes one array per input, so the heads
come stacked as (tasks, batch, classes), which `pred[i]` reads the same way eagerly.  Inputs:
labels (4, 2) (two tasks) and stacked logits (2, 4, 3).
"""
import mxnet as mx
import numpy as np
from mxnet import gluon, metric, nd

INPUTS = [(4, 2), (2, 4, 3)]


softmax_cross_entropys = gluon.loss.SoftmaxCrossEntropyLoss()
softmax_cross_entropys.hybridize()


class Net(gluon.loss.Loss):
    def __init__(self, lenof_labels=(3, 3), select_index=None, weight=None, batch_axis=0, **kwargs):
        super(Net, self).__init__(weight, batch_axis, **kwargs)
        self.lenof_labels = lenof_labels
        self.select_index = select_index

    def hybrid_forward(self, F, label, pred):
        if self.select_index is not None:
            label = label.T[self.select_index,]
        else:
            label = label.T
        return F.sum(F.stack(*[softmax_cross_entropys(pred[i], label[i]) \
                               for i in range(len(self.lenof_labels))]), axis=0)
