"""DCN-v2 cross network of L layers registered as `cross0..cross{L-1}` and applied in a python loop `x = x0 * getattr(self, 'cross%d' % i)(x) + x`, then a deep tower in parallel and a concat."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 12)]


class CrossNetwork(HybridBlock):
    def __init__(self, in_units=12, num_layers=3, **kwargs):
        super().__init__(**kwargs)
        self._num_layers = num_layers
        with self.name_scope():
            for i in range(num_layers):
                setattr(self, "cross%d" % i, nn.Dense(in_units, in_units=in_units))
            self.deep = nn.Dense(8, activation="relu", in_units=in_units)

    def hybrid_forward(self, F, x0):
        x = x0
        for i in range(self._num_layers):
            x = x0 * getattr(self, "cross%d" % i)(x) + x
        return F.concat(x, self.deep(x0), dim=1)


Net = CrossNetwork
