"""Linear attention whose feature map is picked from a python dict at construction (`{"elu": ..., "relu": ...}[name]`), the normaliser expanded to the numerator's shape by `F.broadcast_like` before a plain `/` of equal shapes."""
from mxnet.gluon import HybridBlock, nn


def elu_plus_one(F, x):
    return F.LeakyReLU(x, act_type="elu") + 1


def relu(F, x):
    return F.relu(x)


FEATURE_MAPS = {"elu": elu_plus_one, "relu": relu}

INPUTS = [(2, 6, 8)]


class DictFeatureLinearAttention(HybridBlock):
    def __init__(self, units=8, feature="elu", eps=1e-6, **kwargs):
        super().__init__(**kwargs)
        self._phi, self._eps = FEATURE_MAPS[feature], eps
        self.qkv = nn.Dense(3 * units, flatten=False, in_units=units)

    def hybrid_forward(self, F, x):
        q, k, v = F.split(self.qkv(x), num_outputs=3, axis=-1)
        q, k = self._phi(F, q), self._phi(F, k)
        num = F.batch_dot(q, F.batch_dot(k, v, transpose_a=True))
        z = F.batch_dot(q, F.sum(k, axis=1, keepdims=True), transpose_b=True)
        return num / F.broadcast_like(z + self._eps, num)


Net = DictFeatureLinearAttention
