"""DCN cross network: x_{l+1} = x0 * (x_l . w_l) + b_l + x_l with per-layer weights and broadcast_mul."""
from mxnet.gluon import HybridBlock

INPUTS = [(4, 8)]


class CrossNetwork(HybridBlock):
    def __init__(self, in_units=8, num_layers=3, **kwargs):
        super().__init__(**kwargs)
        self._num_layers = num_layers
        with self.name_scope():
            for i in range(num_layers):
                setattr(self, "w%d" % i, self.params.get("w%d" % i, shape=(in_units, 1)))
                setattr(self, "b%d" % i, self.params.get("b%d" % i, shape=(in_units,), init="zeros"))

    def hybrid_forward(self, F, x0, **params):
        xl = x0
        for i in range(self._num_layers):
            proj = F.dot(xl, params["w%d" % i])                  # B, 1
            xl = F.broadcast_add(F.broadcast_mul(x0, proj), params["b%d" % i]) + xl
        return xl


class Net(CrossNetwork):
    pass
