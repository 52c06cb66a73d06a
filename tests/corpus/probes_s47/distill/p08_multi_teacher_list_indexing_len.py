"""Ensemble distillation whose teachers arrive stacked in one (K, N, C) input and are averaged in a python loop `for k in range(len(teachers))` with `teachers[k]`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 10), (3, 4, 5)]


class Net(HybridBlock):
    def __init__(self, temperature=3.0, **kwargs):
        super().__init__(**kwargs)
        self.t = temperature
        with self.name_scope():
            self.student = nn.Dense(5, in_units=10)

    def hybrid_forward(self, F, x, teachers):
        avg = F.zeros_like(self.student(x))
        for k in range(len(teachers)):
            avg = avg + F.softmax(teachers[k] / self.t)
        avg = avg / len(teachers)
        return -F.sum(avg * F.log_softmax(self.student(x) / self.t), axis=1)
