"""Mamba block ported from the PyTorch reference: `in_proj` split into x and z by `F.split`, a causal depthwise
Conv1D (padding k-1) cropped to the configured length by `slice_axis`, delta/B/C by `slice_axis` of one
`x_proj`, A = -exp(A_log) of a (d_inner, d_state) Parameter, discretisation exp(delta*A) by `broadcast_mul`,
a selective scan as a python loop over `self.seq_len`, gating by silu(z)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 4)]


class MambaBlock(HybridBlock):
    def __init__(self, d_model=4, d_inner=6, d_state=3, dt_rank=2, d_conv=3, seq_len=5, **kwargs):
        super().__init__(**kwargs)
        self.dt_rank, self.d_state, self.seq_len = dt_rank, d_state, seq_len
        with self.name_scope():
            self.in_proj = nn.Dense(2 * d_inner, flatten=False, use_bias=False)
            self.conv1d = nn.Conv1D(d_inner, d_conv, padding=d_conv - 1, groups=d_inner, in_channels=d_inner)
            self.x_proj = nn.Dense(dt_rank + 2 * d_state, flatten=False, use_bias=False)
            self.dt_proj = nn.Dense(d_inner, flatten=False)
            self.A_log = self.params.get("A_log", shape=(d_inner, d_state))
            self.out_proj = nn.Dense(d_model, flatten=False)

    def hybrid_forward(self, F, x, A_log):
        xs, z = F.split(self.in_proj(x), num_outputs=2, axis=-1)
        xs = F.slice_axis(self.conv1d(xs.transpose((0, 2, 1))), axis=2, begin=0, end=self.seq_len)
        xs = xs.transpose((0, 2, 1))
        xs = xs * F.sigmoid(xs)
        dbc = self.x_proj(xs)
        dt = F.slice_axis(dbc, axis=-1, begin=0, end=self.dt_rank)
        Bm = F.slice_axis(dbc, axis=-1, begin=self.dt_rank, end=self.dt_rank + self.d_state)
        Cm = F.slice_axis(dbc, axis=-1, begin=self.dt_rank + self.d_state, end=None)
        delta = F.Activation(self.dt_proj(dt), act_type="softrelu")
        A = -F.exp(A_log)
        h, ys = None, []
        for t in range(self.seq_len):
            d_t = F.slice_axis(delta, axis=1, begin=t, end=t + 1).reshape((0, -1))
            x_t = F.slice_axis(xs, axis=1, begin=t, end=t + 1).reshape((0, -1))
            B_t = F.slice_axis(Bm, axis=1, begin=t, end=t + 1).reshape((0, -1))
            C_t = F.slice_axis(Cm, axis=1, begin=t, end=t + 1).reshape((0, -1))
            dA = F.exp(F.broadcast_mul(d_t.expand_dims(2), A.expand_dims(0)))
            dBx = F.broadcast_mul((d_t * x_t).expand_dims(2), B_t.expand_dims(1))
            h = dBx if h is None else dA * h + dBx
            ys.append(F.batch_dot(h, C_t.expand_dims(2)).reshape((0, -1)))
        y = F.stack(*ys, axis=1)
        return self.out_proj(y * (z * F.sigmoid(z)))


Net = MambaBlock
