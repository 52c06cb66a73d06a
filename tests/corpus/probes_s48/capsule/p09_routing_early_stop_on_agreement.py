"""Dynamic routing that stops early once the coupling coefficients stop moving: `if F.max(F.abs(c - c_prev)) < self.tol: break` inside the routing loop."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 6, 5)]


class Net(HybridBlock):
    def __init__(self, out_caps=3, max_routings=5, tol=1e-3, **kwargs):
        super().__init__(**kwargs)
        self.out_caps, self.max_routings, self.tol = out_caps, max_routings, tol

    def hybrid_forward(self, F, u_hat):
        # u_hat: (N, in_caps, out_dim) shared by every output capsule, logits per (in, out)
        b = F.zeros_like(F.slice_axis(u_hat, axis=2, begin=0, end=1)).repeat(self.out_caps, axis=2)
        c_prev = F.softmax(b, axis=2)
        v = None
        for _ in range(self.max_routings):
            c = F.softmax(b, axis=2)
            v = F.tanh(F.batch_dot(c, u_hat, transpose_a=True))        # (N, out_caps, out_dim)
            b = b + F.batch_dot(u_hat, v, transpose_b=True)
            if F.max(F.abs(c - c_prev)) < self.tol:
                break
            c_prev = c
        return v
