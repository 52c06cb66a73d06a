"""Spectral normalisation of a Dense weight: the power-iteration vector `u` is a Parameter with `grad_req="null"`, one iteration by `dot` and `L2Normalization`, sigma as the sum of `u W v`, the weight divided by `broadcast_div` and used in `FullyConnected`."""
from mxnet.gluon import HybridBlock

INPUTS = [(4, 6)]


class SNDense(HybridBlock):
    def __init__(self, units=5, in_units=6, **kwargs):
        super().__init__(**kwargs)
        self.units = units
        with self.name_scope():
            self.weight = self.params.get("weight", shape=(units, in_units))
            self.bias = self.params.get("bias", shape=(units,), init="zeros")
            self.u = self.params.get("u", shape=(1, units), init="normal", grad_req="null",
                                     differentiable=False)

    def hybrid_forward(self, F, x, weight, bias, u):
        w = F.BlockGrad(weight)
        v = F.L2Normalization(F.dot(u, w))
        u_new = F.L2Normalization(F.dot(v, w, transpose_b=True))
        sigma = F.sum(F.dot(u_new, weight) * v)
        return F.FullyConnected(x, F.broadcast_div(weight, sigma), bias, num_hidden=self.units)


Net = SNDense
