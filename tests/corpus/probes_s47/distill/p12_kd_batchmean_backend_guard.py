"""Distillation KL with `batchmean` reduction behind a backend guard: the eager branch divides by `student_logits.shape[0]`, the symbolic one takes the mean of the per-sample sums."""
import mxnet as mx
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 10), (4, 5)]


class KDLoss(HybridBlock):
    def __init__(self, T=2.0, **kwargs):
        super().__init__(**kwargs)
        self.T = T

    def hybrid_forward(self, F, student_logits, teacher_logits):
        log_p = F.log_softmax(student_logits / self.T, axis=1)
        q = F.softmax(teacher_logits / self.T, axis=1)
        per_sample = F.sum(q * (F.log(q + 1e-10) - log_p), axis=1)
        if F is mx.nd:
            kl = F.sum(per_sample) / student_logits.shape[0]
        else:
            kl = F.mean(per_sample)
        return kl * self.T ** 2


class Net(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.student = nn.Dense(5, in_units=10)
            self.loss = KDLoss()

    def hybrid_forward(self, F, x, teacher_logits):
        return self.loss(self.student(x), teacher_logits)
