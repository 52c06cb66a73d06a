"""Hinton distillation loss: student and teacher logits softened by a temperature, KL(teacher || student) by `log_softmax`, scaled by T^2 and mixed with the hard-label cross-entropy."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 10), (4, 5), (4,)]


class DistillationLoss(HybridBlock):
    def __init__(self, temperature=4.0, alpha=0.9, **kwargs):
        super().__init__(**kwargs)
        self._t = temperature
        self._alpha = alpha

    def hybrid_forward(self, F, student_logits, teacher_logits, label):
        t = self._t
        p_teacher = F.softmax(teacher_logits / t, axis=-1)
        kl = F.sum(p_teacher * (F.log(p_teacher + 1e-12) - F.log_softmax(student_logits / t, axis=-1)), axis=-1)
        hard = -F.pick(F.log_softmax(student_logits, axis=-1), label, axis=-1)
        return self._alpha * (t * t) * kl + (1 - self._alpha) * hard


class Net(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.student = nn.Dense(5, in_units=10)
            self.kd = DistillationLoss()

    def hybrid_forward(self, F, x, teacher_logits, raw_label):
        label = F.clip(F.floor((raw_label + 1) * 2.5), 0, 4)
        return self.kd(self.student(x), F.stop_gradient(teacher_logits), label)
