"""Per-sample centring with `F.broadcast_sub(x, F.mean(x, axis=1, keepdims=True))`."""
from mxnet.gluon import HybridBlock

INPUTS = [(3, 5)]


class CentreBroadcast(HybridBlock):
    def hybrid_forward(self, F, x):
        return F.broadcast_sub(x, F.mean(x, axis=1, keepdims=True))


Net = CentreBroadcast
