"""ODE step with a guard: the update is rescaled when its largest entry exceeds the allowed step."""
from mxnet.gluon import nn


INPUTS = [(2, 4)]


class Net(nn.HybridBlock):
    def __init__(self, dim=4, max_step=0.05, **kwargs):
        super(Net, self).__init__(**kwargs)
        self._max_step = max_step
        with self.name_scope():
            self.f = nn.Dense(dim, in_units=dim, activation='tanh')

    def hybrid_forward(self, F, h):
        dh = 0.5 * self.f(h)
        if F.max(F.abs(dh)).asscalar() > self._max_step:
            dh = dh * self._max_step / F.max(F.abs(dh))
        return h + dh
