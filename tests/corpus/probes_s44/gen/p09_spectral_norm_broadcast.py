"""Spectral normalisation: one power iteration on the weight with a non-trained `u`, then a dense product."""
from mxnet.gluon import HybridBlock

INPUTS = [(3, 5)]


def l2_normalize(F, v, eps=1e-12):
    return F.broadcast_div(v, F.sqrt(F.sum(F.square(v)) + eps))


class Net(HybridBlock):
    def __init__(self, units=4, in_units=5, **kwargs):
        super().__init__(**kwargs)
        self._units = units
        with self.name_scope():
            self.weight = self.params.get("weight", shape=(units, in_units))
            self.u = self.params.get("u", shape=(1, units), init="normal", grad_req="null")

    def hybrid_forward(self, F, x, weight, u):
        v = l2_normalize(F, F.dot(u, weight))                       # 1 x in
        u_new = l2_normalize(F, F.dot(v, weight, transpose_b=True))  # 1 x out
        sigma = F.sum(F.dot(u_new, weight) * v)
        w_sn = F.broadcast_div(weight, sigma)
        return F.FullyConnected(x, w_sn, num_hidden=self._units, no_bias=True)
