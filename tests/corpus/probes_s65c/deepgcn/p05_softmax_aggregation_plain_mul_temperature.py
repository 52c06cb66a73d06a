"""DeepGCN softmax aggregation with the temperature applied by a plain `*`, `h * t`, of the (N, P, k, C) messages and the (1,) Parameter."""
from mxnet import init
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 3, 4)]


class PlainTemperatureAggregation(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self.t = self.params.get("t", shape=(1,), init=init.One())

    def hybrid_forward(self, F, msg, t):
        h = F.relu(msg) + 1e-7
        w = F.softmax(h * t, axis=2)
        return F.sum(w * h, axis=2)


Net = PlainTemperatureAggregation
