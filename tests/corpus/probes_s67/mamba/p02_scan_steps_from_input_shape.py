"""S6 selective scan whose loop runs `for t in range(x.shape[1])`, the sequence length read from the input
tensor, the port of `for i in range(x.shape[1])` in the PyTorch reference scan."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 4)]


class ShapeScan(HybridBlock):
    def __init__(self, d_inner=4, d_state=3, **kwargs):
        super().__init__(**kwargs)
        self.d_state = d_state
        with self.name_scope():
            self.dt_proj = nn.Dense(d_inner, flatten=False, activation="softrelu")
            self.bc_proj = nn.Dense(2 * d_state, flatten=False)
            self.A_log = self.params.get("A_log", shape=(d_inner, d_state))

    def hybrid_forward(self, F, x, A_log):
        delta = self.dt_proj(x)
        Bm, Cm = F.split(self.bc_proj(x), num_outputs=2, axis=-1)
        A = -F.exp(A_log)
        h = F.zeros_like(F.batch_dot(F.slice_axis(x, axis=1, begin=0, end=1).transpose((0, 2, 1)),
                                     F.slice_axis(Bm, axis=1, begin=0, end=1)))
        ys = []
        for t in range(x.shape[1]):
            d_t = F.slice_axis(delta, axis=1, begin=t, end=t + 1).reshape((0, -1))
            x_t = F.slice_axis(x, axis=1, begin=t, end=t + 1).reshape((0, -1))
            B_t = F.slice_axis(Bm, axis=1, begin=t, end=t + 1).reshape((0, -1))
            C_t = F.slice_axis(Cm, axis=1, begin=t, end=t + 1).reshape((0, -1))
            h = F.exp(F.broadcast_mul(d_t.expand_dims(2), A.expand_dims(0))) * h \
                + F.broadcast_mul((d_t * x_t).expand_dims(2), B_t.expand_dims(1))
            ys.append(F.batch_dot(h, C_t.expand_dims(2)).reshape((0, -1)))
        return F.stack(*ys, axis=1)


Net = ShapeScan
