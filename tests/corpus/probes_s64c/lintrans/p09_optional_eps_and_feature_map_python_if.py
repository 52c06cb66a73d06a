"""Linear attention with configurable pieces: `if self._feature == "elu":` picks the feature map, `if self._eps > 0:` stabilises the normaliser -- python values decided at construction, the keepdims normaliser by `broadcast_div`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 8)]


class ConfiguredLinearAttention(HybridBlock):
    def __init__(self, units=8, feature="elu", eps=1e-6, **kwargs):
        super().__init__(**kwargs)
        self._feature, self._eps = feature, eps
        self.q = nn.Dense(units, flatten=False, in_units=units)
        self.k = nn.Dense(units, flatten=False, in_units=units)
        self.v = nn.Dense(units, flatten=False, in_units=units)

    def phi(self, F, x):
        if self._feature == "elu":
            return F.LeakyReLU(x, act_type="elu") + 1
        return F.relu(x)

    def hybrid_forward(self, F, x):
        q, k, v = self.phi(F, self.q(x)), self.phi(F, self.k(x)), self.v(x)
        z = F.batch_dot(q, F.sum(k, axis=1, keepdims=True), transpose_b=True)
        if self._eps > 0:
            z = z + self._eps
        return F.broadcast_div(F.batch_dot(q, F.batch_dot(k, v, transpose_a=True)), z)


Net = ConfiguredLinearAttention
