"""NoisyNet outer product written as a list of rows: `F.stack(*[e * f_in for e in f_out])` -- iteration over a traced symbol yields it once, so the traced noise has one row."""
import mxnet as mx
from mxnet.gluon import HybridBlock

INPUTS = [(4, 6), (6,), (3,)]


class RowwiseOuter(HybridBlock):
    def __init__(self, in_units=6, units=3, **kwargs):
        super(RowwiseOuter, self).__init__(**kwargs)
        self._units = units
        with self.name_scope():
            self.weight_mu = self.params.get("weight_mu", shape=(units, in_units))
            self.weight_sigma = self.params.get("weight_sigma", shape=(units, in_units), init=mx.init.Constant(0.2))

    def hybrid_forward(self, F, x, eps_in, eps_out, weight_mu, weight_sigma):
        f_in = F.sign(eps_in) * F.sqrt(F.abs(eps_in))
        f_out = F.sign(eps_out) * F.sqrt(F.abs(eps_out))
        w_eps = F.stack(*[F.broadcast_mul(e.reshape((1,)), f_in) for e in f_out])
        weight = weight_mu + weight_sigma * w_eps
        return F.FullyConnected(x, weight, no_bias=True, num_hidden=self._units)


Net = RowwiseOuter
