"""Mamba-style selective scan: input-dependent step `dt = softrelu(Dense(x))` (B, L, H) and projections `B_t`, `C_t` (B, L, N); per step `exp(dt_t * A)` by `broadcast_mul` of (B, H, 1) and (1, H, N), the state update and readout with `broadcast_mul`, over a python range of the constructor's length."""
import numpy as np
from mxnet import init
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 3)]


def step(F, seq, t):
    return F.slice_axis(seq, axis=1, begin=t, end=t + 1).reshape((0, -1))


class SelectiveScan(HybridBlock):
    def __init__(self, d_inner=3, d_state=4, seq_len=5, **kwargs):
        super().__init__(**kwargs)
        self.seq_len = seq_len
        with self.name_scope():
            self.A_log = self.params.get("A_log", shape=(d_inner, d_state),
                                         init=init.Constant(np.log(np.arange(1, d_state + 1))))
            self.dt_proj = nn.Dense(d_inner, flatten=False, in_units=d_inner)
            self.b_proj = nn.Dense(d_state, flatten=False, in_units=d_inner)
            self.c_proj = nn.Dense(d_state, flatten=False, in_units=d_inner)

    def hybrid_forward(self, F, x, A_log):
        A = -F.exp(A_log).expand_dims(0)                                    # (1, H, N)
        dt = F.Activation(self.dt_proj(x), act_type="softrelu")
        Bs, Cs = self.b_proj(x), self.c_proj(x)
        state, ys = None, []
        for t in range(self.seq_len):
            dt_t, x_t = step(F, dt, t), step(F, x, t)                         # (B, H)
            dA = F.exp(F.broadcast_mul(dt_t.expand_dims(-1), A))              # (B, H, N)
            dBx = F.broadcast_mul((dt_t * x_t).expand_dims(-1), step(F, Bs, t).expand_dims(1))
            state = dBx if state is None else dA * state + dBx
            ys.append(F.sum(F.broadcast_mul(state, step(F, Cs, t).expand_dims(1)), axis=-1))
        return F.stack(*ys, axis=1)


Net = SelectiveScan
