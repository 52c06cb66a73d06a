"""Selective scan whose input term is `(dt_t * x_t).expand_dims(-1) * B_t.expand_dims(1)`: a plain `*` between (B, H, 1) and (B, 1, N)."""
from mxnet import init
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 3)]


class Net(HybridBlock):
    def __init__(self, d_inner=3, d_state=4, seq_len=5, **kwargs):
        super().__init__(**kwargs)
        self.seq_len = seq_len
        with self.name_scope():
            self.A_log = self.params.get("A_log", shape=(d_inner, d_state), init=init.Constant(0.0))
            self.dt_proj = nn.Dense(d_inner, flatten=False, in_units=d_inner)
            self.b_proj = nn.Dense(d_state, flatten=False, in_units=d_inner)

    def hybrid_forward(self, F, x, A_log):
        A = -F.exp(A_log).expand_dims(0)
        dt = F.Activation(self.dt_proj(x), act_type="softrelu")
        Bs = self.b_proj(x)
        state, ys = None, []
        for t in range(self.seq_len):
            dt_t = F.slice_axis(dt, axis=1, begin=t, end=t + 1).reshape((0, -1))
            x_t = F.slice_axis(x, axis=1, begin=t, end=t + 1).reshape((0, -1))
            B_t = F.slice_axis(Bs, axis=1, begin=t, end=t + 1).reshape((0, -1))
            dBx = (dt_t * x_t).expand_dims(-1) * B_t.expand_dims(1)
            dA = F.exp(F.broadcast_mul(dt_t.expand_dims(-1), A))
            state = dBx if state is None else dA * state + dBx
            ys.append(F.sum(state, axis=-1))
        return F.stack(*ys, axis=1)
