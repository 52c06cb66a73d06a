"""iBOT's loss: the teacher's outputs centred (a running `center` held as an `nd.zeros((1, K))` attribute,
subtracted with a plain `-` from (B, K) and (B, N, K)) and sharpened by a low temperature, the student's
log-softmax at its temperature, the [CLS]-level DINO cross entropy, and the patch-level cross entropy averaged
over masked patches only (`(loss * mask).sum(axis=-1) / mask.sum(axis=-1).clip(1.0, ...)`), the two
weighted; the patch count read from `s_patch.shape`."""
from mxnet import nd
from mxnet.gluon import nn


INPUTS = [(2, 10), (2, 10), (2, 6, 10), (2, 6, 10), (2, 6)]


class Net(nn.HybridBlock):
    def __init__(self, out_dim=10, student_temp=0.1, teacher_temp=0.04, lambda1=1.0, lambda2=1.0, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.student_temp = student_temp
        self.teacher_temp = teacher_temp
        self.lambda1, self.lambda2 = lambda1, lambda2
        self.center = nd.zeros((1, out_dim))
        self.center2 = nd.zeros((1, 1, out_dim))

    def hybrid_forward(self, F, s_cls, t_cls, s_patch, t_patch, mask):
        B, N, K = s_patch.shape
        t_cls = F.softmax((t_cls - self.center) / self.teacher_temp, axis=-1)
        t_patch = F.softmax((t_patch - self.center2) / self.teacher_temp, axis=-1)
        loss_cls = (-t_cls * F.log_softmax(s_cls / self.student_temp, axis=-1)).sum(axis=-1)
        loss_patch = (-t_patch * F.log_softmax(s_patch / self.student_temp, axis=-1)).sum(axis=-1)
        mask = (mask > 0).reshape((B, N))
        loss_patch = (loss_patch * mask).sum(axis=-1) / mask.sum(axis=-1).clip(1.0, float(N))
        return self.lambda1 * loss_cls.mean() + self.lambda2 * loss_patch.mean()
