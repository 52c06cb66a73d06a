"""S4D-style diagonal SSM layer: `dA = exp(dt * A)` with `A = -exp(log_A)` and `dt = exp(log_dt)` from (H, N) / (H, 1) Parameters, zero-order-hold `dB`, and a python scan over the constructor's sequence length taking each step by `slice_axis`; outputs stacked on axis 1."""
import numpy as np
from mxnet import init
from mxnet.gluon import HybridBlock

INPUTS = [(2, 6, 3)]


class S4DLayer(HybridBlock):
    def __init__(self, d_model=3, d_state=4, seq_len=6, **kwargs):
        super().__init__(**kwargs)
        self.seq_len = seq_len
        with self.name_scope():
            self.log_A = self.params.get("log_A", shape=(d_model, d_state),
                                         init=init.Constant(np.log(0.5)))
            self.log_dt = self.params.get("log_dt", shape=(d_model, 1), init=init.Constant(np.log(0.1)))
            self.C = self.params.get("C", shape=(d_model, d_state), init=init.Normal(0.5))
            self.D = self.params.get("D", shape=(d_model,), init=init.One())

    def hybrid_forward(self, F, x, log_A, log_dt, C, D):
        A = -F.exp(log_A)
        dA = F.exp(F.broadcast_mul(F.exp(log_dt), A))                     # (H, N)
        dB = (dA - 1) / A                                                   # ZOH with B = 1
        state, ys = None, []
        for t in range(self.seq_len):
            x_t = F.slice_axis(x, axis=1, begin=t, end=t + 1).reshape((0, -1))      # (B, H)
            inp = F.broadcast_mul(x_t.expand_dims(-1), dB.expand_dims(0))          # (B, H, N)
            state = inp if state is None else F.broadcast_mul(state, dA.expand_dims(0)) + inp
            y_t = F.sum(F.broadcast_mul(state, C.expand_dims(0)), axis=-1)         # (B, H)
            ys.append(y_t + F.broadcast_mul(x_t, D.reshape((1, -1))))
        return F.stack(*ys, axis=1)


Net = S4DLayer
