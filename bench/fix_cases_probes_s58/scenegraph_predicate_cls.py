"""A predicate classifier over subject, object and union features with the frequency bias added, the background predicate dropped by `F.slice_axis(..., begin=1, end=logits.shape[1])`, and the top score per pair by `scores.max(axis=1)`."""
from mxnet.gluon import nn


INPUTS = [(3, 4), (3, 4), (3, 4), (3, 6)]


class Net(nn.HybridBlock):
    def __init__(self, dim=4, num_rel=6, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.cls = nn.Dense(num_rel, in_units=3 * dim)

    def hybrid_forward(self, F, subj, obj, union, freq):
        logits = self.cls(F.concat(subj, obj, union, dim=1)) + freq
        scores = F.softmax(logits, axis=1)
        scores = F.slice_axis(scores, axis=1, begin=1, end=logits.shape[1])
        return scores.max(axis=1), F.argmax(scores, axis=1) + 1
