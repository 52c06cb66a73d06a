"""DCN (v1) cross layers stacked: `F.broadcast_mul(x0, F.dot(x, w))` with the (N, 1) projection, bias (1, D) by `broadcast_add`, residual by plain `+` on equal shapes."""
from mxnet.gluon import HybridBlock

INPUTS = [(4, 6)]


class CrossLayersV1(HybridBlock):
    def __init__(self, in_units=6, num_layers=2, **kwargs):
        super().__init__(**kwargs)
        self._num_layers = num_layers
        with self.name_scope():
            for i in range(num_layers):
                setattr(self, "w%d" % i, self.params.get("w%d" % i, shape=(in_units, 1)))
                setattr(self, "b%d" % i, self.params.get("b%d" % i, shape=(1, in_units), init="zeros"))

    def hybrid_forward(self, F, x0, **params):
        x = x0
        for i in range(self._num_layers):
            xw = F.dot(x, params["w%d" % i])
            x = F.broadcast_add(F.broadcast_mul(x0, xw), params["b%d" % i]) + x
        return x


Net = CrossLayersV1
