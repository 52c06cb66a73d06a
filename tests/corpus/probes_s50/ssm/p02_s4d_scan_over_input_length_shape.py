"""Diagonal SSM layer whose scan runs `for t in range(x.shape[1])`."""
import numpy as np
from mxnet import init
from mxnet.gluon import HybridBlock

INPUTS = [(2, 6, 3)]


class Net(HybridBlock):
    def __init__(self, d_model=3, d_state=4, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.log_A = self.params.get("log_A", shape=(d_model, d_state), init=init.Constant(np.log(0.5)))
            self.log_dt = self.params.get("log_dt", shape=(d_model, 1), init=init.Constant(np.log(0.1)))
            self.C = self.params.get("C", shape=(d_model, d_state), init=init.Normal(0.5))

    def hybrid_forward(self, F, x, log_A, log_dt, C):
        A = -F.exp(log_A)
        dA = F.exp(F.broadcast_mul(F.exp(log_dt), A))
        dB = (dA - 1) / A
        state, ys = None, []
        for t in range(x.shape[1]):
            x_t = F.slice_axis(x, axis=1, begin=t, end=t + 1).reshape((0, -1))
            inp = F.broadcast_mul(x_t.expand_dims(-1), dB.expand_dims(0))
            state = inp if state is None else F.broadcast_mul(state, dA.expand_dims(0)) + inp
            ys.append(F.sum(F.broadcast_mul(state, C.expand_dims(0)), axis=-1))
        return F.stack(*ys, axis=1)
