"""Distillation KL with PyTorch's `reduction='batchmean'`: the summed KL divided by `student_logits.shape[0]`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 10), (4, 5)]


class KDLoss(HybridBlock):
    def __init__(self, T=2.0, **kwargs):
        super().__init__(**kwargs)
        self.T = T

    def hybrid_forward(self, F, student_logits, teacher_logits):
        log_p = F.log_softmax(student_logits / self.T, axis=1)
        q = F.softmax(teacher_logits / self.T, axis=1)
        kl = F.sum(q * (F.log(q + 1e-10) - log_p))
        return kl / student_logits.shape[0] * self.T ** 2


class Net(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.student = nn.Dense(5, in_units=10)
            self.loss = KDLoss()

    def hybrid_forward(self, F, x, teacher_logits):
        return self.loss(self.student(x), teacher_logits)
