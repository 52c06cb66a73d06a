"""NoisyNet layer with the outer product of the transformed noise vectors by `F.linalg.gemm2(f_out.reshape((-1, 1)), f_in.reshape((1, -1)))`, added to the mean weight through `F.elemwise_add` of `weight_mu` and `weight_sigma * noise`."""
import mxnet as mx
from mxnet.gluon import HybridBlock

INPUTS = [(4, 6), (6,), (3,)]


class GemmNoiseDense(HybridBlock):
    def __init__(self, in_units=6, units=3, **kwargs):
        super(GemmNoiseDense, self).__init__(**kwargs)
        self._units = units
        with self.name_scope():
            self.weight_mu = self.params.get("weight_mu", shape=(units, in_units))
            self.weight_sigma = self.params.get("weight_sigma", shape=(units, in_units), init=mx.init.Constant(0.2))

    def hybrid_forward(self, F, x, eps_in, eps_out, weight_mu, weight_sigma):
        f_in = F.sign(eps_in) * F.sqrt(F.abs(eps_in))
        f_out = F.sign(eps_out) * F.sqrt(F.abs(eps_out))
        noise = F.linalg.gemm2(f_out.reshape((-1, 1)), f_in.reshape((1, -1)))
        weight = F.elemwise_add(weight_mu, weight_sigma * noise)
        return F.FullyConnected(x, weight, no_bias=True, num_hidden=self._units)


Net = GemmNoiseDense
