"""DeepGCN (DeeperGCN) softmax aggregation with a learned inverse temperature `t`, a (1,) Parameter, applied by `F.broadcast_mul` to the (N, P, k, C) messages; the weights by `F.softmax(axis=2)` and the aggregate by `F.sum` of an equal-shape product."""
from mxnet import init
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 3, 4)]


class SoftmaxAggregation(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self.t = self.params.get("t", shape=(1,), init=init.One())

    def hybrid_forward(self, F, msg, t):
        h = F.relu(msg) + 1e-7
        w = F.softmax(F.broadcast_mul(h, t), axis=2)
        return F.sum(w * h, axis=2)


Net = SoftmaxAggregation
