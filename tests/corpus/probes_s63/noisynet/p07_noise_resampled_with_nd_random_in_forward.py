"""NoisyNet layer that resamples its noise on every call with `nd.random.normal(shape=...)` inside `hybrid_forward` (the PyTorch `reset_noise` folded into forward) -- NDArrays in the traced graph."""
import mxnet as mx
from mxnet import nd
from mxnet.gluon import HybridBlock

INPUTS = [(4, 6)]


class ResampledNoise(HybridBlock):
    def __init__(self, in_units=6, units=3, **kwargs):
        super(ResampledNoise, self).__init__(**kwargs)
        self._in, self._units = in_units, units
        with self.name_scope():
            self.weight_mu = self.params.get("weight_mu", shape=(units, in_units))
            self.weight_sigma = self.params.get("weight_sigma", shape=(units, in_units), init=mx.init.Constant(0.0))

    def hybrid_forward(self, F, x, weight_mu, weight_sigma):
        eps_in = nd.random.normal(shape=(self._in,))
        eps_out = nd.random.normal(shape=(self._units,))
        w_eps = F.dot(eps_out.reshape((-1, 1)), eps_in.reshape((1, -1)))
        weight = weight_mu + weight_sigma * w_eps
        return F.FullyConnected(x, weight, no_bias=True, num_hidden=self._units)


Net = ResampledNoise
