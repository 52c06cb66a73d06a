"""Multi-scale GeM: a python list of stride-2 conv stages, each stage's map GeM-pooled in a method with its
own (1,) exponent Parameter (the exponents zipped with the stages from a list of hybrid_forward inputs),
the pooled vectors gathered in a list and concatenated."""
import mxnet as mx
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 8, 8)]


class MultiScaleGeM(HybridBlock):
    def __init__(self, channels=(4, 6), p=3.0, **kwargs):
        super().__init__(**kwargs)
        self.n = len(channels)
        with self.name_scope():
            self.stages = nn.HybridSequential()
            for c in channels:
                self.stages.add(nn.Conv2D(c, 3, strides=2, padding=1))
            self.p0 = self.params.get("p0", shape=(1,), init=mx.init.Constant(p))
            self.p1 = self.params.get("p1", shape=(1,), init=mx.init.Constant(p))

    def gem(self, F, x, p):
        x = F.broadcast_power(F.clip(x, 1e-6, 1e6), p.reshape((1, 1, 1, 1)))
        return F.broadcast_power(F.mean(x, axis=(2, 3)), 1.0 / p.reshape((1, 1)))

    def hybrid_forward(self, F, x, p0, p1):
        pooled = []
        for stage, p in zip(self.stages, [p0, p1]):
            x = F.relu(stage(x))
            pooled.append(self.gem(F, x, p))
        return F.L2Normalization(F.concat(*pooled, dim=1), mode="instance")


Net = MultiScaleGeM
