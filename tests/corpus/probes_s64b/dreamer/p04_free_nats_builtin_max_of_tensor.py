"""Dreamer free nats as in the TF1 code's `tf.maximum` written with python's builtin `max(kl.mean(), free_nats)`: the builtin compares a tensor with a float and branches on it."""
from mxnet.gluon import HybridBlock

INPUTS = [(3, 4), (3, 4), (3, 4), (3, 4)]


class BuiltinMaxFreeNats(HybridBlock):
    def __init__(self, free_nats=0.01, **kwargs):
        super().__init__(**kwargs)
        self._free = free_nats

    def hybrid_forward(self, F, m1, r1, m2, r2):
        s1 = F.Activation(r1, act_type="softrelu") + 0.1
        s2 = F.Activation(r2, act_type="softrelu") + 0.1
        kl = F.sum(F.log(s2 / s1) + (F.square(s1) + F.square(m1 - m2)) / (2 * F.square(s2)) - 0.5, axis=-1)
        return max(kl.mean(), self._free)


Net = BuiltinMaxFreeNats
