"""Scaled biaffine scorer: the scale `1 / math.sqrt(self.W.shape[0])` read from the weight Parameter's declared shape (python ints) and a python unit count."""
import math

from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 6)]


class ScaledBiaffine(HybridBlock):
    def __init__(self, units=6, arc_dim=4, **kwargs):
        super().__init__(**kwargs)
        self._units = units
        with self.name_scope():
            self.dep_mlp = nn.Dense(arc_dim, flatten=False, in_units=units)
            self.head_mlp = nn.Dense(arc_dim, flatten=False, in_units=units)
            self.W = self.params.get("W", shape=(arc_dim, arc_dim), init="xavier")

    def hybrid_forward(self, F, h, W):
        scale = 1.0 / math.sqrt(self.W.shape[0])
        dep = self.dep_mlp(h) * scale
        return F.batch_dot(F.dot(dep, W), self.head_mlp(h), transpose_b=True) / math.sqrt(self._units)


Net = ScaledBiaffine
