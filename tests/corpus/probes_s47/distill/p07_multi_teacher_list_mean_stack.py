"""Ensemble distillation: the teachers' logits arrive as separate inputs, are gathered in a list, averaged by `F.stack(...).mean(axis=0)` and softened by a temperature."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 10), (4, 5), (4, 5), (4, 5)]


class MultiTeacherKD(HybridBlock):
    def __init__(self, temperature=3.0, **kwargs):
        super().__init__(**kwargs)
        self._temperature = temperature
        with self.name_scope():
            self.student = nn.Dense(5, in_units=10)

    def hybrid_forward(self, F, x, *teacher_logits):
        teachers = [F.softmax(t / self._temperature) for t in teacher_logits]
        target = F.stack(*teachers, axis=0).mean(axis=0)
        log_p = F.log_softmax(self.student(x) / self._temperature)
        return -F.sum(target * log_p, axis=1) * self._temperature ** 2


class Net(MultiTeacherKD):
    pass
