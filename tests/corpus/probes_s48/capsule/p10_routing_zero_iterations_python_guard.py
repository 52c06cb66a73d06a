"""Routing layer whose iteration count may be zero (uniform coupling, as in ablations): a python `if self.routings == 0` picks uniform coefficients from `ones_like`, otherwise a routing loop with `batch_dot` agreements."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 6, 5)]


class Routing(HybridBlock):
    def __init__(self, out_caps=3, routings=0, **kwargs):
        super().__init__(**kwargs)
        self.out_caps, self.routings = out_caps, routings

    def hybrid_forward(self, F, u_hat):
        b = F.zeros_like(F.slice_axis(u_hat, axis=2, begin=0, end=1)).repeat(self.out_caps, axis=2)
        if self.routings == 0:
            c = F.ones_like(b) / self.out_caps
            return F.batch_dot(c, u_hat, transpose_a=True)
        v = None
        for _ in range(self.routings):
            c = F.softmax(b, axis=2)
            v = F.tanh(F.batch_dot(c, u_hat, transpose_a=True))
            b = b + F.batch_dot(u_hat, v, transpose_b=True)
        return v


class Net(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.uniform = Routing(routings=0)
            self.routed = Routing(routings=2)

    def hybrid_forward(self, F, u_hat):
        return F.concat(self.uniform(u_hat), self.routed(u_hat), dim=1)
