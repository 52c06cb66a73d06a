"""DINO's multi-crop loss: the batch recovered as `t.shape[0] // 2`, the student's crops cut from the stacked output by `s[i * b:(i + 1) * b]` for `s.shape[0] // b` crops, a double loop that skips the crop the teacher saw, and the sum of terms divided by their count."""
from mxnet.gluon import nn


INPUTS = [(8, 5), (4, 5)]


class Net(nn.HybridBlock):
    def __init__(self, student_temp=0.1, teacher_temp=0.05, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.student_temp = student_temp
        self.teacher_temp = teacher_temp

    def hybrid_forward(self, F, s, t):
        b = t.shape[0] // 2
        s = s / self.student_temp
        s_chunks = [s[i * b:(i + 1) * b] for i in range(s.shape[0] // b)]
        t = F.softmax(t / self.teacher_temp, axis=-1)
        t_chunks = [t[:b], t[b:]]
        total = 0
        n_terms = 0
        for iq, q in enumerate(t_chunks):
            for v in range(len(s_chunks)):
                if v == iq:
                    continue
                loss = (-q * F.log_softmax(s_chunks[v], axis=-1)).sum(axis=-1)
                total = total + loss.mean()
                n_terms += 1
        return total / n_terms
