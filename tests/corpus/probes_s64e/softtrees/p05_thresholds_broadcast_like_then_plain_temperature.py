"""NODE-style soft split with the (T, D) thresholds spread to the (N, T, D) feature values by `F.broadcast_like(thr.expand_dims(0), fv)` before a plain `-`, divided by a python temperature from the constructor."""
from mxnet import init
from mxnet.gluon import HybridBlock

INPUTS = [(4, 5)]


class BroadcastLikeThresholds(HybridBlock):
    def __init__(self, in_features=5, trees=3, depth=2, tau=0.5, **kwargs):
        super().__init__(**kwargs)
        self._t, self._d, self._tau = trees, depth, tau
        self.sel = self.params.get("sel", shape=(in_features, trees * depth), init=init.Uniform(1.0))
        self.thr = self.params.get("thr", shape=(trees, depth), init=init.Uniform(0.5))

    def hybrid_forward(self, F, x, sel, thr):
        fv = F.dot(x, F.softmax(sel, axis=0)).reshape((0, self._t, self._d))
        return F.sigmoid((fv - F.broadcast_like(thr.expand_dims(0), fv)) / self._tau)


Net = BroadcastLikeThresholds
