"""NoisyNet layer that sizes its input noise from the data: `F.ones((x.shape[1],))` scaled by a noise scalar -- `.shape` of a traced symbol."""
import mxnet as mx
from mxnet.gluon import HybridBlock

INPUTS = [(4, 6), (3,)]


class ShapeSizedNoise(HybridBlock):
    def __init__(self, in_units=6, units=3, **kwargs):
        super(ShapeSizedNoise, self).__init__(**kwargs)
        self._units = units
        with self.name_scope():
            self.weight_mu = self.params.get("weight_mu", shape=(units, in_units))
            self.weight_sigma = self.params.get("weight_sigma", shape=(units, in_units), init=mx.init.Constant(0.2))

    def hybrid_forward(self, F, x, eps_out, weight_mu, weight_sigma):
        f_in = F.ones((x.shape[1],)) * 0.5
        f_out = F.sign(eps_out) * F.sqrt(F.abs(eps_out))
        weight = weight_mu + weight_sigma * F.dot(f_out.expand_dims(1), f_in.expand_dims(0))
        return F.FullyConnected(x, weight, no_bias=True, num_hidden=self._units)


Net = ShapeSizedNoise
