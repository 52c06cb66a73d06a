"""BigGAN spectral-normalised Dense: one power iteration in `hybrid_forward` over the weight and the `u` Parameter, writing the new estimate back with `self.u.set_data(u_new)`."""
from mxnet.gluon import HybridBlock

INPUTS = [(3, 6)]


class SNDense(HybridBlock):
    def __init__(self, in_units=6, units=4, **kwargs):
        super().__init__(**kwargs)
        self._units = units
        with self.name_scope():
            self.weight = self.params.get("weight", shape=(units, in_units))
            self.u = self.params.get("u", shape=(1, units), init="normal", grad_req="null")

    def hybrid_forward(self, F, x, weight, u):
        v = F.L2Normalization(F.dot(u, weight))
        u_new = F.L2Normalization(F.dot(v, weight, transpose_b=True))
        self.u.set_data(u_new)
        sigma = F.sum(F.dot(u_new, weight) * v)
        return F.FullyConnected(x, F.broadcast_div(weight, sigma), no_bias=True, num_hidden=self._units)


Net = SNDense
