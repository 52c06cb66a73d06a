"""ArcFace head that builds its one-hot target the PyTorch way: `one_hot = zeros_like(cos)` and `one_hot[arange(len(label)), label] = 1`."""
import math

from mxnet.gluon import HybridBlock

INPUTS = [(4, 8), (4,)]


class Net(HybridBlock):
    def __init__(self, in_units=8, classes=5, s=16.0, m=0.3, **kwargs):
        super().__init__(**kwargs)
        self.classes, self.s, self.m = classes, s, m
        with self.name_scope():
            self.weight = self.params.get("weight", shape=(classes, in_units))

    def hybrid_forward(self, F, x, raw_label, weight):
        label = F.clip(F.floor((raw_label + 1) * 2.5), 0, 4)
        cos = F.dot(F.L2Normalization(x), F.L2Normalization(weight), transpose_b=True)
        target = F.pick(cos, label, axis=1)
        theta = F.arccos(F.clip(target, -1 + 1e-7, 1 - 1e-7))
        one_hot = F.zeros_like(cos)
        one_hot[F.arange(len(label)), label] = 1
        phi = F.broadcast_like(F.cos(theta + self.m).expand_dims(1), cos)
        return (one_hot * phi + (1 - one_hot) * cos) * self.s
