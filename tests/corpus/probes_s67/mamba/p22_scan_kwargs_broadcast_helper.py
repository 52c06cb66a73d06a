"""The scan inputs passed by keyword to a method, `self._scan(F, **parts)` with `parts` a dict of delta, u,
B and C built in `hybrid_forward`; the method discretises with `broadcast_mul` and loops over the
configured length -- legal."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 4)]


class KwargsScan(HybridBlock):
    def __init__(self, d_inner=4, d_state=3, seq_len=5, **kwargs):
        super().__init__(**kwargs)
        self.seq_len = seq_len
        with self.name_scope():
            self.dt_proj = nn.Dense(d_inner, flatten=False, activation="softrelu")
            self.bc = nn.Dense(2 * d_state, flatten=False)
            self.A_log = self.params.get("A_log", shape=(d_inner, d_state))

    def _scan(self, F, A, **parts):
        dA = F.exp(F.broadcast_mul(parts["delta"].expand_dims(-1), A.expand_dims(0).expand_dims(0)))
        dBu = F.broadcast_mul((parts["delta"] * parts["u"]).expand_dims(-1), parts["B"].expand_dims(2))
        h = F.zeros_like(F.slice_axis(dBu, axis=1, begin=0, end=1))
        ys = []
        for t in range(self.seq_len):
            h = F.slice_axis(dA, axis=1, begin=t, end=t + 1) * h + F.slice_axis(dBu, axis=1, begin=t, end=t + 1)
            c_t = F.slice_axis(parts["C"], axis=1, begin=t, end=t + 1)
            ys.append(F.sum(F.broadcast_mul(h, c_t.expand_dims(2)), axis=-1))
        return F.concat(*ys, dim=1)

    def hybrid_forward(self, F, x, A_log):
        Bm, Cm = F.split(self.bc(x), num_outputs=2, axis=-1)
        parts = {"delta": self.dt_proj(x), "u": x, "B": Bm, "C": Cm}
        return self._scan(F, -F.exp(A_log), **parts)


Net = KwargsScan
