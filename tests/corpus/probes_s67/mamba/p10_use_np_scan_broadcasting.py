"""Numpy-mode selective scan (`@use_np`): discretisation by plain broadcasting
`np.exp(np.expand_dims(delta, -1) * A)` of (B, L, D, 1) and (D, N), the loop over the configured length
with basic indexing `dA[:, t]`, outputs stacked -- legal on numpy-mode symbols."""
from mxnet import npx
from mxnet.gluon import HybridBlock, nn
from mxnet.util import use_np

npx.set_np()

INPUTS = [(2, 5, 4)]


@use_np
class NumpyScan(HybridBlock):
    def __init__(self, d_inner=4, d_state=3, seq_len=5, **kwargs):
        super().__init__(**kwargs)
        self.seq_len = seq_len
        with self.name_scope():
            self.dt_proj = nn.Dense(d_inner, flatten=False, in_units=4)
            self.bc_proj = nn.Dense(2 * d_state, flatten=False, in_units=4)
            self.A_log = self.params.get("A_log", shape=(d_inner, d_state))

    def hybrid_forward(self, F, x, A_log):
        delta = F.npx.activation(self.dt_proj(x), act_type="softrelu")
        Bm, Cm = F.np.split(self.bc_proj(x), 2, axis=-1)
        dA = F.np.exp(F.np.expand_dims(delta, -1) * -F.np.exp(A_log))
        dBx = F.np.expand_dims(delta * x, -1) * F.np.expand_dims(Bm, 2)
        h = dBx[:, 0]
        ys = [(h * F.np.expand_dims(Cm[:, 0], 1)).sum(axis=-1)]
        for t in range(1, self.seq_len):
            h = dA[:, t] * h + dBx[:, t]
            ys.append((h * F.np.expand_dims(Cm[:, t], 1)).sum(axis=-1))
        return F.np.stack(ys, axis=1)


Net = NumpyScan
