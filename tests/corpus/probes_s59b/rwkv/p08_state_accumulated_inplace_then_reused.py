"""RWKV recurrent step that accumulates `num = state_num; num += ek * v` and then still reads `state_num` for the output's normaliser (in NDArray code both names are the same array after `+=`)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6), (2, 6)]


class RecurrentStep(HybridBlock):
    def __init__(self, dim=6, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.key = nn.Dense(dim, use_bias=False, in_units=dim)
            self.value = nn.Dense(dim, use_bias=False, in_units=dim)

    def hybrid_forward(self, F, x, state_num):
        ek = F.exp(F.clip(self.key(x), -5, 5))
        num = state_num
        num += ek * self.value(x)
        return num / (F.abs(state_num) + ek)


Net = RecurrentStep
