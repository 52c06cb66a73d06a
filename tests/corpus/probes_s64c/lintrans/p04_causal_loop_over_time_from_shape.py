"""Causal linear attention as an RNN ported from the fast-transformers reference: a python loop `for t in range(x.shape[1])` accumulating the state `S = S + k_t^T v_t` step by step."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 4)]


class RecurrentLinearAttention(HybridBlock):
    def __init__(self, units=4, **kwargs):
        super().__init__(**kwargs)
        self.q = nn.Dense(units, flatten=False, in_units=units)
        self.k = nn.Dense(units, flatten=False, in_units=units)
        self.v = nn.Dense(units, flatten=False, in_units=units)

    def hybrid_forward(self, F, x):
        q = F.LeakyReLU(self.q(x), act_type="elu") + 1
        k = F.LeakyReLU(self.k(x), act_type="elu") + 1
        v = self.v(x)
        state = F.zeros_like(F.batch_dot(F.slice_axis(k, axis=1, begin=0, end=1),
                                         F.slice_axis(v, axis=1, begin=0, end=1), transpose_a=True))
        outs = []
        for t in range(x.shape[1]):
            kt = F.slice_axis(k, axis=1, begin=t, end=t + 1)
            vt = F.slice_axis(v, axis=1, begin=t, end=t + 1)
            state = state + F.batch_dot(kt, vt, transpose_a=True)
            outs.append(F.batch_dot(F.slice_axis(q, axis=1, begin=t, end=t + 1), state))
        return F.concat(*outs, dim=1)


Net = RecurrentLinearAttention
