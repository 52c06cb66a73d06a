"""Headwise distillation that cuts the concatenated teacher logits with python slices `teacher_cat[:, i * c:(i + 1) * c]`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 10), (4, 15)]


class Net(HybridBlock):
    def __init__(self, heads=3, classes=5, temperature=2.0, **kwargs):
        super().__init__(**kwargs)
        self.heads, self.classes, self.t = heads, classes, temperature
        with self.name_scope():
            self.student = nn.Dense(heads * classes, in_units=10)

    def hybrid_forward(self, F, x, teacher_cat):
        s = self.student(x)
        c = self.classes
        loss = 0
        for i in range(self.heads):
            q = F.softmax(teacher_cat[:, i * c:(i + 1) * c] / self.t)
            log_p = F.log_softmax(F.slice_axis(s, axis=1, begin=i * c, end=(i + 1) * c) / self.t)
            loss = loss - F.sum(q * log_p, axis=1)
        return loss
