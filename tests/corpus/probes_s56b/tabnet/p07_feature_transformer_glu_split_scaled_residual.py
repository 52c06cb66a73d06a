"""TabNet feature transformer: GLU layers by `split` into value and gate halves, residual sums scaled by a python `math.sqrt(0.5)`."""
import math

from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 6)]


class GLULayer(HybridBlock):
    def __init__(self, in_units, units, **kwargs):
        super(GLULayer, self).__init__(**kwargs)
        with self.name_scope():
            self.fc = nn.Dense(2 * units, use_bias=False, in_units=in_units)
            self.bn = nn.BatchNorm(in_channels=2 * units)

    def hybrid_forward(self, F, x):
        value, gate = F.split(self.bn(self.fc(x)), num_outputs=2, axis=-1)
        return value * F.sigmoid(gate)


class FeatureTransformer(HybridBlock):
    def __init__(self, in_units=6, units=8, depth=3, **kwargs):
        super(FeatureTransformer, self).__init__(**kwargs)
        self.scale = math.sqrt(0.5)
        with self.name_scope():
            self.first = GLULayer(in_units, units)
            self.rest = nn.HybridSequential()
            for _ in range(depth - 1):
                self.rest.add(GLULayer(units, units))

    def hybrid_forward(self, F, x):
        h = self.first(x)
        for layer in self.rest:
            h = (h + layer(h)) * self.scale
        return h


Net = FeatureTransformer
