"""Selective scan by `F.contrib.foreach` over time-major (L, B, .) views of delta, x, B and C, the state a
(B, D, N) array started by `zeros_like` of an outer product, A = -exp(A_log) read by the step function from
the enclosing scope."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 4)]


class ForeachScan(HybridBlock):
    def __init__(self, d_inner=4, d_state=3, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.dt_proj = nn.Dense(d_inner, flatten=False, activation="softrelu")
            self.B_proj = nn.Dense(d_state, flatten=False)
            self.C_proj = nn.Dense(d_state, flatten=False)
            self.A_log = self.params.get("A_log", shape=(d_inner, d_state))

    def hybrid_forward(self, F, x, A_log):
        A = -F.exp(A_log)

        def step(inp, states):
            d_t, x_t, B_t, C_t = inp
            dA = F.exp(F.broadcast_mul(d_t.expand_dims(2), A.expand_dims(0)))
            h = dA * states[0] + F.broadcast_mul((d_t * x_t).expand_dims(2), B_t.expand_dims(1))
            return F.batch_dot(h, C_t.expand_dims(2)).reshape((0, -1)), [h]

        seq = [self.dt_proj(x), x, self.B_proj(x), self.C_proj(x)]
        seq = [s.transpose((1, 0, 2)) for s in seq]
        h0 = F.zeros_like(F.batch_dot(x.transpose((0, 2, 1)), self.B_proj(x)))
        ys, _ = F.contrib.foreach(step, seq, [h0])
        return ys.transpose((1, 0, 2))


Net = ForeachScan
