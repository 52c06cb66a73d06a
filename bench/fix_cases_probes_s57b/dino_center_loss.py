"""DINO's loss with a centred teacher: the (1, K) center (a parameter without gradient) subtracted from the teacher's logits with `-`, both sides sharpened by their temperatures, the cross-entropy averaged, and the next center from the batch's `sum(axis=0, keepdims=True) / len(t)` returned beside it."""
from mxnet.gluon import nn


INPUTS = [(4, 6), (4, 6)]


class Net(nn.HybridBlock):
    def __init__(self, dim=6, student_temp=0.1, teacher_temp=0.04, momentum=0.9, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.student_temp = student_temp
        self.teacher_temp = teacher_temp
        self.momentum = momentum
        with self.name_scope():
            self.center = self.params.get('center', shape=(1, dim), init='zeros', grad_req='null')

    def hybrid_forward(self, F, s, t, center):
        t_prob = F.softmax((t - center) / self.teacher_temp, axis=-1)
        s_logp = F.log_softmax(s / self.student_temp, axis=-1)
        loss = -(t_prob * s_logp).sum(axis=-1).mean()
        batch_center = t.sum(axis=0, keepdims=True) / len(t)
        new_center = center * self.momentum + batch_center * (1 - self.momentum)
        return loss, new_center
