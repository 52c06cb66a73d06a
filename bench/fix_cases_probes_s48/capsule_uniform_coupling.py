"""Capsule layer with uniform coupling on the first pass: F.ones of the routing logits' shape, normalised."""
from mxnet.gluon import nn


INPUTS = [(2, 5, 4)]


class Net(nn.HybridBlock):
    def __init__(self, in_dim=4, out_caps=3, out_dim=4, **kwargs):
        super(Net, self).__init__(**kwargs)
        self._out_caps = out_caps
        self._out_dim = out_dim
        with self.name_scope():
            self.predict = nn.Dense(out_caps * out_dim, in_units=in_dim, flatten=False, use_bias=False)

    def hybrid_forward(self, F, u):
        u_hat = self.predict(u).reshape((0, 0, self._out_caps, self._out_dim))
        agreement = F.sum(u_hat, axis=3)
        coupling = F.ones(agreement.shape) / self._out_caps
        s = F.sum(F.broadcast_mul(coupling.expand_dims(3), u_hat), axis=1)
        return F.tanh(s + agreement.mean(axis=1).expand_dims(2))
